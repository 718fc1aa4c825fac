import 'server-only';
import { randomBytes } from 'node:crypto';
import { webEnv } from '@/env';
import { policyBuilder } from '@/third-party';
import { inlineScriptHashes } from './inline-scripts';

/**
 * The Content-Security-Policy of each response (decision 015): no 'unsafe-inline' for scripts.
 * A page Next renders gets a new nonce, which Next reads from the request's own policy header and
 * writes on every script it emits; a cached copy, sent to many, gets the hashes of its own inline
 * scripts instead, computed once when it is stored.
 */

/** The policy with a response's own inline sources; the rest is built once per process, on every request's path. */
let policyWith: ReturnType<typeof policyBuilder> | undefined;
function policy(inlineScripts: string[]): string {
  policyWith ??= policyBuilder(webEnv());
  return policyWith(inlineScripts);
}

/** The policy of a response rendered now, allowing a new nonce. */
export function policyForRender(): string {
  return policy([`'nonce-${randomBytes(18).toString('base64')}'`]);
}

/** The policy of an answer the proxy writes itself (the 503 page): no inline script at all. */
export function policyWithoutInlineScripts(): string {
  return policy([]);
}

/**
 * A copy with more inline scripts than this is not stored (it is rendered per request, with a
 * nonce): the policy header grows by ~55 bytes per hash, and proxies cap a response's headers
 * (nginx at 4–8 kB by default). Pages here have 3 to 7.
 */
const maxInlineScripts = 40;

/**
 * A rendered page made fit to be sent to many: the render's nonce taken off its scripts (it
 * authorised that one response only) and the policy replaced by one listing the hash of each
 * inline script the page holds. Null when the page holds too many to list.
 */
export function policyForCopy(html: string, renderPolicy: string): { html: string; policy: string } | null {
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(renderPolicy)?.[1];
  const { html: body, hashes } = inlineScriptHashes(html, nonce);
  if (hashes.length > maxInlineScripts) return null;
  return { html: body, policy: policy(hashes) };
}
