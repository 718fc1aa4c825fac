import { type NextRequest, NextResponse } from 'next/server';
import { policyForRender, policyWithoutInlineScripts } from './server/http/content-security-policy';
import { pathHeader } from './server/http/canonical';
import { sessionCookieNames } from './server/auth/cookie-names';
import { databaseReachable } from './server/http/database-gate';
import { envelope } from './server/http/envelope';
import { markWriter, servePageFromCache } from './server/http/page-cache';
import { requestIdFor } from './server/http/request-id';
import { findRoute } from './server/http/routes/find-route';
import { searchAttempt } from './server/auth/rate-limit';
import { tooManySearchesPage, unavailableApi, unavailablePage } from './server/http/unavailable';

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
  return pathname.startsWith('/api/')
    ? envelope(400, null, message)
    : new Response(message, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
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
 * Whether Next takes the request for a server action: a POST naming its action in `Next-Action`
 * (a form sent by script), or a multipart POST to a page (a form sent without JavaScript, whose
 * action is named in the body).
 */
function isServerAction(request: NextRequest): boolean {
  if (request.method !== 'POST') return false;
  if (request.headers.has('next-action')) return true;
  return (request.headers.get('content-type') ?? '').startsWith('multipart/form-data') && findRoute(request.nextUrl.pathname)?.kind !== 'handler';
}

const forbidden = (message: string) => new Response(message, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * Whether Next refuses the action for its Origin, judged as Next's action handler judges it (no
 * serverActions.allowedOrigins is configured): the Origin's host against the first
 * X-Forwarded-Host, else Host. `null` (a sandboxed frame, a redirected post) is never the host,
 * and an Origin that is no URL cannot be one. Next answers those with a 500 (issue 54); here they
 * get the 403 of a cross-site request instead, and no request Next would run is refused.
 */
function foreignOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  const own = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  return host !== own;
}

/**
 * A server action not sent from this site's pages: with a foreign Origin (above), or with no
 * Origin and a session cookie (issue 38) — Next lets a missing Origin through, but every browser
 * sends one with a POST, so a signed-in call without it is not from our pages. Refused before Next
 * runs anything.
 */
function refusedForOrigin(request: NextRequest): Response | null {
  if (!isServerAction(request)) return null;
  if (foreignOrigin(request)) return forbidden('A form must be sent from this site’s pages (the request’s Origin is another site’s).');
  if (request.headers.get('origin') || !Object.values(sessionCookieNames).some((name) => request.cookies.has(name))) return null;
  return forbidden('A signed-in form must be sent from this site’s pages (the request has no Origin).');
}

/**
 * Gives every request an id (kept from a trusted proxy's `x-request-id`, otherwise new), passes it
 * to the handlers that log, and returns it to the client so a report can be matched to the logs.
 * While Postgres is unreachable, pages and APIs answer 503 at once instead of failing one by one.
 * Public pages come from the shared page cache when it holds a current copy (server/http/page-cache);
 * a copy already in this process's memory is sent before Next routes the request at all, by
 * server.mjs, which gives it a request id the same way. Every answer carries its own
 * Content-Security-Policy: a new nonce for what Next renders, a copy's stored hashes for a copy.
 */
export async function proxy(request: NextRequest) {
  const requestId = requestIdFor(request.headers.get('x-request-id'));
  const refused = refusedAsInvalid(request) ?? refusedForOrigin(request) ?? (await refusedForOutage(request)) ?? (await refusedOverSearchLimit(request));
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
  // Pages name their canonical address from it (server/http/share-metadata.ts); a client's own is replaced.
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
