import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { policyForCopy } from '../content-security-policy';
import type { CachedPage } from './store';

const policyHeader = 'content-security-policy';

/**
 * Marks this process's own render requests (a new secret per process), so the proxy lets them
 * through to Next instead of answering them from the cache they are filling, and the request
 * metrics count the visitor's request rather than both. Kept on globalThis: Next bundles the proxy
 * and the instrumentation apart, and both must know the one secret.
 */
export const fillHeader = 'x-vtrans-page-fill';
const globalForFill = globalThis as unknown as { vtransPageFillSecret?: string };
export const fillSecret = (globalForFill.vtransPageFillSecret ??= randomBytes(24).toString('hex'));

/** A render that takes longer than this is abandoned; the visitor's request is rendered directly. */
const renderTimeoutMs = 20_000;
/** A page larger than this is rendered again for the visitor, and never stored. */
const maxPageBytes = 4 * 1024 * 1024;

/** Headers that belong to one response, not to the page: never stored or replayed. */
const perResponse = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'x-request-id', 'etag']);

/** A render's answer, and whether it may be stored: only a 200 HTML page is. */
export type RenderedAnswer = { page: CachedPage; storable: boolean };

/**
 * Renders a page as an anonymous visitor would get it, by asking this same server for it over
 * loopback: no cookie and no header of the visitor's is passed on, so whatever is stored is the
 * public copy; `host` is the one the caller chose for the copy (it decides the robots tag). The
 * render itself is Next's, unchanged. An answer that is not a page to store (a 404, a redirect) is
 * still the visitor's answer. Null when it cannot be used — it sets a cookie, is too large, or
 * the render failed — and the visitor's own request is then rendered as usual.
 */
export function renderAnonymously(address: string, host: string, versions: CachedPage['versions']): Promise<RenderedAnswer | null> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(process.env.PORT ?? 3000),
        path: address,
        method: 'GET',
        // A user agent, so Next puts the metadata in <head> (next.config.ts, htmlLimitedBots): it streams it into the body for a request without one.
        headers: { host, accept: 'text/html', 'accept-encoding': 'identity', 'user-agent': 'VTrans page cache', [fillHeader]: fillSecret },
        timeout: renderTimeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= maxPageBytes) chunks.push(chunk);
        });
        response.on('error', () => resolve(null));
        response.on('end', () => {
          if (size > maxPageBytes || response.headers['set-cookie'] !== undefined) return resolve(null);
          let body = Buffer.concat(chunks).toString('utf8');
          let headers = Object.entries(response.headers).flatMap(([name, value]) =>
            perResponse.has(name) || value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((one): [string, string] => [name, one]),
          );
          let storable = response.statusCode === 200 && (response.headers['content-type'] ?? '').startsWith('text/html');
          // A copy is sent to many: its scripts are allowed by their hashes, not by the render's nonce.
          const copy = storable ? policyForCopy(body, String(response.headers[policyHeader] ?? '')) : null;
          if (copy) {
            body = copy.html;
            headers = [...headers.filter(([name]) => name !== policyHeader), [policyHeader, copy.policy]];
          }
          storable &&= copy !== null;
          const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
          resolve({ page: { versions, status: response.statusCode ?? 500, headers, body, etag }, storable });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve(null));
    outgoing.end();
  });
}
