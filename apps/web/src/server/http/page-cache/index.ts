import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextRequest, NextResponse } from 'next/server';
import { webEnv } from '@/env';
import { isProductionHostName } from '../production-host';
import { requestIdFor } from '../request-id';
import { fillHeader, fillSecret, type RenderedAnswer, renderAnonymously } from './fill';
import { pageCachePolicy } from './policy';
import { type CachedPage, dropCachedPage, type HeldPage, heldInMemory, readCachedPage, storeCachedPage } from './store';
import { currentTagVersions, freshTagVersions } from './tag-versions';

/**
 * Set on the answer to any write (a POST, a server action): for its two seconds the writer's own
 * requests skip the cache, so they see what they just wrote at once, on whichever instance they
 * reach, while everyone else sees it within the second the tag versions take to arrive.
 */
const wroteCookie = 'vtrans_wrote';
const wroteSeconds = 2;

/** The session cookie under both its names (https and plain http), and the writer's: any of them skips the cache. */
const bypassCookies = ['__Host-vtrans_session', 'vtrans_session', wroteCookie];

/** Renders under way in this process, by key: concurrent misses for one page share one render. */
const rendering = new Map<string, Promise<{ answer: RenderedAnswer; held: HeldPage | null } | null>>();

let buildId: string | null | undefined;

/**
 * Copies belong to one build: another build's HTML names chunks this one does not have. Null
 * (and no caching) when the build's id cannot be read — `next start` run from another folder.
 */
function currentBuildId(): string | null {
  if (buildId === undefined) {
    try {
      buildId = readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = null;
    }
  }
  return buildId;
}

function isCurrent(page: CachedPage, versions: Record<string, string>): boolean {
  return Object.entries(page.versions).every(([tag, version]) => versions[tag] === version);
}

/**
 * What the cache needs to know of a request, whoever received it: Next's proxy (a NextRequest) or
 * the front door in server.mjs (Node's own request, before Next has parsed it).
 */
type PageRequest = {
  method: string;
  url: URL;
  header(name: string): string | null;
  hasCookie(name: string): boolean;
};

function fromNextRequest(request: NextRequest): PageRequest {
  return {
    method: request.method,
    url: request.nextUrl,
    header: (name) => request.headers.get(name),
    hasCookie: (name) => request.cookies.has(name),
  };
}

/** Null for anything but an origin-form target (`/…`): an absolute URL or `*` is Next's to answer. */
function fromNodeRequest(request: IncomingMessage): PageRequest | null {
  const target = request.url ?? '';
  if (!target.startsWith('/')) return null;
  let url: URL;
  try {
    // Appended, not resolved: resolved against a base, `//about` would be a host named "about".
    url = new URL(`http://localhost${target}`);
  } catch {
    return null;
  }
  const header = (name: string) => {
    const value = request.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  };
  // Every request passes here, files included: the cookies are read only if the rest allows caching.
  let cookieNames: Set<string> | undefined;
  return {
    method: request.method ?? 'GET',
    url,
    header,
    hasCookie: (name) => (cookieNames ??= new Set((header('cookie') ?? '').split(';').map((pair) => pair.split('=', 1)[0]!.trim()))).has(name),
  };
}

function cacheableRequest(request: PageRequest): boolean {
  return (
    process.env.NODE_ENV === 'production' &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.header(fillHeader) !== fillSecret &&
    // A part of a file is its own answer.
    request.header('range') === null &&
    // Client-side navigations and prefetches ask for the RSC payload, which depends on the
    // router state the browser sends; they are rendered per request. (The proxy sees these
    // headers only because next.config.ts sets skipProxyUrlNormalize.)
    request.header('rsc') === null &&
    request.header('next-router-prefetch') === null &&
    !request.url.searchParams.has('_rsc') &&
    !request.url.pathname.endsWith('.rsc') &&
    !bypassCookies.some((name) => request.hasCookie(name))
  );
}

/** Where a request's copy is kept, and the tags it depends on; null when it is not to be cached. */
function lookUp(request: PageRequest) {
  if (!cacheableRequest(request)) return null;
  const policy = pageCachePolicy(request.url.pathname, request.url.searchParams);
  const build = currentBuildId();
  if (!policy || !build) return null;
  // The robots tag is the one part of a public page that depends on the request (spec §2). The
  // copy is rendered for a fixed host per variant, never the visitor's: a forged Host header
  // cannot make its way into the copy everyone else is sent.
  const { PRODUCTION_HOST, QUEUE_PREFIX } = webEnv();
  const forProduction = isProductionHostName(request.header('host'));
  const variant = forProduction ? 'production' : 'elsewhere';
  const host = forProduction && PRODUCTION_HOST ? PRODUCTION_HOST : `127.0.0.1:${process.env.PORT ?? 3000}`;
  return { policy, host, key: `${QUEUE_PREFIX}:page:${build}:${variant}:${policy.address}` };
}

/**
 * Marks the answer to a write so its sender reads past the cache for a moment (see wroteCookie).
 * Not a server action's: a cookie set on its answer makes Next render the whole page again into
 * it (during a database outage, an error page instead of the form's own message), and the
 * action's answer already carries what the page shows next.
 */
export function markWriter(request: NextRequest, response: NextResponse): void {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || request.headers.has('next-action')) return;
  response.cookies.set(wroteCookie, '1', { maxAge: wroteSeconds, path: '/', httpOnly: true, sameSite: 'lax', secure: request.nextUrl.protocol === 'https:' });
}

/** A page the cache does not keep (a 404, a redirect), passed on as Next gave it. */
function passOn(answer: RenderedAnswer): Response {
  const headers = new Headers(answer.page.headers);
  headers.set('x-page-cache', 'pass');
  return new Response(answer.page.body, { status: answer.page.status, headers });
}

/** Whether the client takes gzip: named in Accept-Encoding (or `*`) and not refused with q=0. */
function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    return (coding === 'gzip' || coding === '*') && !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
  });
}

/**
 * The answer sent from a copy: status, headers and body (none for a HEAD or a 304); gzipped for a
 * client that takes it when `mayGzip` — only the front door's answers: Next passes a proxy's
 * answer on without its Content-Encoding, so a gzipped body would arrive as garbage.
 */
function answerFrom(request: PageRequest, page: HeldPage, outcome: 'hit' | 'miss', mayGzip: boolean) {
  const gzip = mayGzip && acceptsGzip(request.header('accept-encoding'));
  // Each encoding is its own representation, with its own validator.
  const etag = gzip ? `${page.etag.slice(0, -1)}-gzip"` : page.etag;
  const vary = page.headers.find(([name]) => name === 'vary')?.[1];
  const headers: [string, string][] = [
    // The render's own cache-control (no-store: Next renders per request) is the render's, not the copy's.
    ...page.headers.filter(([name]) => name !== 'cache-control' && name !== 'vary'),
    // Public, but checked on every use: a changed page is never served from a browser's cache.
    ['cache-control', 'public, max-age=0, must-revalidate'],
    ['vary', vary && /accept-encoding/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'],
    ['etag', etag],
    ['x-page-cache', outcome],
  ];
  if (request.header('if-none-match') === etag) return { status: 304, headers, body: null };
  const body = gzip ? page.gzipped : page.bytes;
  if (gzip) headers.push(['content-encoding', 'gzip']);
  // A known length: sent in one piece rather than chunked.
  headers.push(['content-length', String(body.length)]);
  return { status: page.status, headers, body: request.method === 'HEAD' ? null : body };
}

function respond(request: PageRequest, page: HeldPage, outcome: 'hit' | 'miss'): Response {
  const { status, headers, body } = answerFrom(request, page, outcome, false);
  return new Response(body, { status, headers });
}

/**
 * The front door (decision 013): sends a current copy this process already holds in memory,
 * before Next routes the request, and says whether it did. Everything else — a copy only Redis
 * holds, a render, any request the cache does not take — is left to Next, whose proxy calls
 * servePageFromCache. The request id is given here as the proxy gives it.
 */
export function answerFromMemory(nodeRequest: IncomingMessage, nodeResponse: ServerResponse): boolean {
  const request = fromNodeRequest(nodeRequest);
  const found = request && lookUp(request);
  // Never waits: with versions too old to trust, the proxy reads them (servePageFromCache).
  const versions = currentTagVersions();
  const held = found && heldInMemory(found.key);
  if (!request || !found || !versions || !held || !isCurrent(held, versions)) return false;
  const { status, headers, body } = answerFrom(request, held, 'hit', true);
  headers.push(['x-request-id', requestIdFor(request.header('x-request-id'))]);
  nodeResponse.writeHead(status, headers.flat());
  nodeResponse.end(body);
  return true;
}

/** How server.mjs finds answerFromMemory: Next bundles this module, so it cannot import it. */
(globalThis as Record<symbol, unknown>)[Symbol.for('vtrans.page-cache.answer-from-memory')] = answerFromMemory;

/**
 * The shared page cache (decision 012): a public page is answered from its stored copy while the
 * cache tags it depends on keep the versions it was rendered under; otherwise it is rendered once
 * (per process) as an anonymous visitor would see it, stored in Redis for every instance, and
 * sent. Null when the request must go to Next as usual: signed in or just wrote, not GET or HEAD,
 * a private or unlisted address, an RSC request, or tag versions that cannot be trusted right now.
 */
export async function servePageFromCache(nextRequest: NextRequest): Promise<Response | null> {
  const request = fromNextRequest(nextRequest);
  const found = lookUp(request);
  if (!found) return null;
  const versions = await freshTagVersions();
  if (!versions) return null;
  const { policy, host, key } = found;

  let stored = await readCachedPage(key);
  if (stored && !isCurrent(stored, versions)) {
    // This process's copy is out of date; another instance may already have stored a current one.
    dropCachedPage(key);
    stored = await readCachedPage(key);
  }
  if (stored && isCurrent(stored, versions)) return respond(request, stored, 'hit');
  if (request.method === 'HEAD') return null;

  // The versions are taken before rendering: a write during the render leaves the copy marked
  // with the older versions, so the next request renders again rather than keeping stale data.
  // Only renders under the same versions are shared, so none begun before a write answers after it.
  const renderedUnder = Object.fromEntries(policy.tags.map((tag) => [tag, versions[tag] ?? 'untracked']));
  const renderKey = `${key} ${Object.values(renderedUnder).join(' ')}`;
  let render = rendering.get(renderKey);
  if (!render) {
    render = renderAnonymously(policy.address, host, renderedUnder).then(async (answer) =>
      answer ? { answer, held: answer.storable ? await storeCachedPage(key, answer.page) : null } : null,
    );
    rendering.set(renderKey, render);
    void render.finally(() => rendering.delete(renderKey));
  }
  const rendered = await render;
  if (!rendered) return null;
  if (rendered.held) return respond(request, rendered.held, 'miss');
  // A redirect (a renamed update's old address) is Next's to answer: its Location is relative to
  // the anonymous render's host, and Next refuses a relative one from the proxy. Rare enough that
  // rendering it twice costs nothing.
  if (rendered.answer.page.status >= 300 && rendered.answer.page.status < 400) return null;
  // Only an HTML page is passed on; anything else (a file, robots.txt) is Next's to answer.
  return (rendered.answer.page.headers.find(([name]) => name === 'content-type')?.[1] ?? '').startsWith('text/html') ? passOn(rendered.answer) : null;
}
