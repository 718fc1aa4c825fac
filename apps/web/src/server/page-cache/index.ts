import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextRequest, NextResponse } from 'next/server';
import { webEnv } from '@/env';
import { isProductionHostName } from '../production-host';
import { fillHeader, fillSecret, type RenderedAnswer, renderAnonymously } from './fill';
import { pageCachePolicy } from './policy';
import { type CachedPage, dropCachedPage, type HeldPage, readCachedPage, storeCachedPage } from './store';
import { currentTagVersions } from './tag-versions';


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

function cacheableRequest(request: NextRequest): boolean {
  return (
    process.env.NODE_ENV === 'production' &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers.get(fillHeader) !== fillSecret &&
    // A part of a file is its own answer.
    !request.headers.has('range') &&
    // Client-side navigations and prefetches ask for the RSC payload, which depends on the
    // router state the browser sends; they are rendered per request. (The proxy sees these
    // headers only because next.config.ts sets skipProxyUrlNormalize.)
    !request.headers.has('rsc') &&
    !request.headers.has('next-router-prefetch') &&
    !request.nextUrl.searchParams.has('_rsc') &&
    !request.nextUrl.pathname.endsWith('.rsc') &&
    !bypassCookies.some((name) => request.cookies.has(name))
  );
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

function respond(request: NextRequest, page: HeldPage, outcome: 'hit' | 'miss'): Response {
  const headers = new Headers(page.headers);
  // Public, but checked on every use: a changed page is never served from a browser's cache.
  headers.set('cache-control', 'public, max-age=0, must-revalidate');
  headers.set('etag', page.etag);
  headers.set('x-page-cache', outcome);
  if (request.headers.get('if-none-match') === page.etag) return new Response(null, { status: 304, headers });
  // A known length: sent in one piece rather than chunked.
  headers.set('content-length', String(page.bytes.length));
  return new Response(request.method === 'HEAD' ? null : page.bytes, { status: page.status, headers });
}

/**
 * The shared page cache (decision 012): a public page is answered from its stored copy while the
 * cache tags it depends on keep the versions it was rendered under; otherwise it is rendered once
 * (per process) as an anonymous visitor would see it, stored in Redis for every instance, and
 * sent. Null when the request must go to Next as usual: signed in or just wrote, not GET or HEAD,
 * a private or unlisted address, an RSC request, or tag versions that cannot be trusted right now.
 */
export async function servePageFromCache(request: NextRequest): Promise<Response | null> {
  if (!cacheableRequest(request)) return null;
  const policy = pageCachePolicy(request.nextUrl.pathname, request.nextUrl.searchParams);
  const versions = currentTagVersions();
  const build = currentBuildId();
  if (!policy || !versions || !build) return null;
  // The robots tag is the one part of a public page that depends on the request (spec §2). The
  // copy is rendered for a fixed host per variant, never the visitor's: a forged Host header
  // cannot make its way into the copy everyone else is sent.
  const { PRODUCTION_HOST, QUEUE_PREFIX } = webEnv();
  const forProduction = isProductionHostName(request.headers.get('host'));
  const variant = forProduction ? 'production' : 'elsewhere';
  const host = forProduction && PRODUCTION_HOST ? PRODUCTION_HOST : `127.0.0.1:${process.env.PORT ?? 3000}`;
  const key = `${QUEUE_PREFIX}:page:${build}:${variant}:${policy.address}`;

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
  // Only an HTML page is passed on; anything else (a file, robots.txt) is Next's to answer.
  return (rendered.answer.page.headers.find(([name]) => name === 'content-type')?.[1] ?? '').startsWith('text/html') ? passOn(rendered.answer) : null;
}
