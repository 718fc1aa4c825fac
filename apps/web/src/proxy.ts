import { type NextRequest, NextResponse } from 'next/server';
import { policyForRender, policyWithoutInlineScripts } from './server/content-security-policy';
import { pathHeader } from './server/canonical';
import { sessionCookieNames } from './server/auth/cookie-names';
import { databaseReachable } from './server/database-gate';
import { envelope } from './server/envelope';
import { markWriter, servePageFromCache } from './server/page-cache';
import { requestIdFor } from './server/request-id';
import { findRoute } from './server/routes/find-route';
import { searchAttempt } from './server/auth/rate-limit';
import { tooManySearchesPage, unavailableApi, unavailablePage } from './server/unavailable';

/**
 * Whether this request gets the 503 answer because Postgres is unreachable. Server actions are
 * left to answer themselves: their forms keep what the reader typed and say what went wrong; so
 * are the routes whose route-policy.ts says they answer during an outage (the probes, the metrics).
 */
async function refusedForOutage(request: NextRequest): Promise<Response | null> {
  const path = request.nextUrl.pathname;
  if (findRoute(path)?.policy.answersDuringOutage || request.headers.has('next-action')) return null;
  if (await databaseReachable()) return null;
  return path.startsWith('/api/') ? unavailableApi() : unavailablePage();
}

/**
 * A NUL character in the address (`%00`) is in no field's range, and Postgres refuses it in text:
 * the request is answered 400 here, naming the problem, before any handler or query sees it.
 */
function refusedAsInvalid(request: NextRequest): Response | null {
  const { pathname, searchParams } = request.nextUrl;
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname; // a malformed escape is the routes' to refuse (it matches none, or its schema)
  }
  const nul = path.includes('\0') || [...searchParams].some(([name, value]) => name.includes('\0') || value.includes('\0'));
  if (!nul) return null;
  const message = 'The address holds a NUL character (%00), which no page or field accepts.';
  return pathname.startsWith('/api/') ? envelope(400, null, message) : new Response(message, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * A search from the /search page past SEARCH_RATE_PER_MINUTE for its address (issue 42): the same
 * budget as /api/search (whose own route counts it), answered before any search runs.
 */
async function refusedOverSearchLimit(request: NextRequest): Promise<Response | null> {
  if (request.nextUrl.pathname !== '/search' || !request.nextUrl.searchParams.has('searchString') || request.headers.has('next-action')) return null;
  const retryAfter = await searchAttempt(request);
  return retryAfter ? tooManySearchesPage(retryAfter) : null;
}

/**
 * A server action posted with a session cookie and no Origin (issue 38). Next refuses a foreign
 * Origin itself but lets a missing one through; every browser sends one with a POST, so a
 * signed-in call without it is not from this site's pages.
 */
function refusedWithoutOrigin(request: NextRequest): Response | null {
  if (request.method !== 'POST' || !request.headers.has('next-action') || request.headers.get('origin')) return null;
  if (!Object.values(sessionCookieNames).some((name) => request.cookies.has(name))) return null;
  return new Response('A signed-in form must be sent from this site’s pages (the request has no Origin).', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * Gives every request an id (kept from a trusted proxy's `x-request-id`, otherwise new), passes it
 * to the handlers that log, and returns it to the client so a report can be matched to the logs.
 * While Postgres is unreachable, pages and APIs answer 503 at once instead of failing one by one.
 * Public pages come from the shared page cache when it holds a current copy (server/page-cache);
 * a copy already in this process's memory is sent before Next routes the request at all, by
 * server.mjs, which gives it a request id the same way. Every answer carries its own
 * Content-Security-Policy: a new nonce for what Next renders, a copy's stored hashes for a copy.
 */
export async function proxy(request: NextRequest) {
  const requestId = requestIdFor(request.headers.get('x-request-id'));
  const refused = refusedAsInvalid(request) ?? refusedWithoutOrigin(request) ?? (await refusedForOutage(request)) ?? (await refusedOverSearchLimit(request));
  if (refused) {
    refused.headers.set('x-request-id', requestId);
    refused.headers.set('content-security-policy', policyWithoutInlineScripts());
    return refused;
  }
  const cached = await servePageFromCache(request);
  if (cached) {
    cached.headers.set('x-request-id', requestId);
    return cached;
  }
  // Next reads the nonce from the request's policy and writes it on every script it renders.
  const policy = policyForRender();
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  headers.set('content-security-policy', policy);
  // Pages name their canonical address from it (server/share-metadata.ts); a client's own is replaced.
  headers.set(pathHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('x-request-id', requestId);
  response.headers.set('content-security-policy', policy);
  markWriter(request, response);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
