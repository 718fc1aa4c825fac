import { type NextRequest, NextResponse } from 'next/server';
import { databaseReachable } from './server/database-gate';
import { markWriter, servePageFromCache } from './server/page-cache';
import { requestIdFor } from './server/request-id';
import { unavailableApi, unavailablePage } from './server/unavailable';

/** Routes that answer for themselves while Postgres is away: the probes and the metrics. */
const answersDuringOutage = new Set(['/api/health', '/api/ready', '/api/metrics']);

/**
 * Whether this request gets the 503 answer because Postgres is unreachable. Server actions are
 * left to answer themselves: their forms keep what the reader typed and say what went wrong.
 */
async function refusedForOutage(request: NextRequest): Promise<Response | null> {
  const path = request.nextUrl.pathname;
  if (answersDuringOutage.has(path) || request.headers.has('next-action')) return null;
  if (await databaseReachable()) return null;
  return path.startsWith('/api/') ? unavailableApi() : unavailablePage();
}

/**
 * Gives every request an id (kept from a trusted proxy's `x-request-id`, otherwise new), passes it
 * to the handlers that log, and returns it to the client so a report can be matched to the logs.
 * While Postgres is unreachable, pages and APIs answer 503 at once instead of failing one by one.
 * Public pages come from the shared page cache when it holds a current copy (server/page-cache);
 * a copy already in this process's memory is sent before Next routes the request at all, by
 * server.mjs, which gives it a request id the same way.
 */
export async function proxy(request: NextRequest) {
  const requestId = requestIdFor(request.headers.get('x-request-id'));
  const refused = await refusedForOutage(request);
  if (refused) {
    refused.headers.set('x-request-id', requestId);
    return refused;
  }
  const cached = await servePageFromCache(request);
  if (cached) {
    cached.headers.set('x-request-id', requestId);
    return cached;
  }
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('x-request-id', requestId);
  markWriter(request, response);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
