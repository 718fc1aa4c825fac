import { type NextRequest, NextResponse } from 'next/server';

/** Accept a caller's request id only if it is short and plain, so it cannot forge log lines. */
const acceptableRequestId = /^[A-Za-z0-9._-]{8,100}$/;

/**
 * Gives every request an id (kept from a trusted proxy's `x-request-id`, otherwise new), passes it
 * to the handlers that log, and returns it to the client so a report can be matched to the logs.
 */
export function proxy(request: NextRequest) {
  const incoming = request.headers.get('x-request-id');
  const requestId = incoming && acceptableRequestId.test(incoming) ? incoming : crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('x-request-id', requestId);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
