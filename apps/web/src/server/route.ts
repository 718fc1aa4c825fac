import 'server-only';
import { AppError, invalidFieldsError, issuesByPath, type Role } from '@vtrans/contracts';
import type { ValidSession } from '@vtrans/db';
import type { NextResponse } from 'next/server';
import type pino from 'pino';
import type { z } from 'zod';
import { originVerdict } from './auth/origin';
import { csrfTokenOfCookie, currentSession, hasRole, sessionCookieName } from './auth/session';
import { whileReading } from './db';
import { envelope } from './envelope';
import { logger } from './logger';

export { envelope };

export interface RouteContext<Query, Params = undefined> {
  request: Request;
  query: Query;
  /** The dynamic segments of the path ([layerID], [z] …), validated. */
  params: Params;
  log: pino.Logger;
  /**
   * The signed-in session, looked up on first call (then reused): routes that never ask, such as
   * map tiles, cost no session query. Never null on routes with `roles`.
   */
  session: () => Promise<ValidSession | null>;
}

export interface RouteOptions<Query, Params = undefined> {
  /** Validates the query string; a failure answers 400 naming the parameter, and the handler never runs. */
  query?: z.ZodType<Query>;
  /** Validates the path's dynamic segments the same way. */
  params?: z.ZodType<Params>;
  /** Only these roles may call the route: signed out → 401, another role → 403. */
  roles?: readonly Role[];
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The csrf token a write carries: the x-csrf-token header, or a csrfToken form field. */
async function presentedCsrfToken(request: Request): Promise<string | null> {
  const header = request.headers.get('x-csrf-token');
  if (header) return header;
  if (!request.headers.get('content-type')?.includes('form')) return null;
  const form = await request.clone().formData().catch(() => null);
  const field = form?.get('csrfToken');
  return typeof field === 'string' ? field : null;
}

/**
 * Checks a request before its handler: writes must come from this site (a foreign or `null`
 * Origin is refused; so is a missing one on a write that carries the session cookie), routes with
 * roles need the right one, and their writes the session's csrf token.
 */
async function refusal<Query, Params>(
  request: Request,
  options: RouteOptions<Query, Params>,
  session: () => Promise<ValidSession | null>,
): Promise<Response | null> {
  const write = !safeMethods.has(request.method);
  if (write) {
    const origin = originVerdict(request);
    const withCookie = request.headers.get('cookie')?.includes(`${sessionCookieName()}=`) ?? false;
    if (origin === 'foreign' || (origin === 'missing' && withCookie)) {
      return envelope(403, null, 'This request did not come from this site, so it was refused.');
    }
  }
  if (!options.roles) return null;
  const signedIn = await session();
  if (!signedIn) return envelope(401, null, 'Please sign in.');
  if (!hasRole(signedIn, options.roles)) return envelope(403, null, 'Your account may not do this.');
  if (write && (await presentedCsrfToken(request)) !== (await csrfTokenOfCookie())) {
    return envelope(403, null, 'Missing or invalid csrf token.');
  }
  return null;
}

function invalidInput(error: z.ZodError, what: 'query' | 'path'): NextResponse {
  const fields = issuesByPath(error, `(${what})`);
  const names = Object.keys(fields).join(', ');
  const plural = Object.keys(fields).length > 1 ? 's' : '';
  return envelope(400, { fields }, `Invalid ${what === 'query' ? 'query' : 'path'} parameter${plural}: ${names}.`);
}

/** An AppError as the API envelope: its status and message, the bad fields, and Retry-After when it says when. */
function appErrorResponse(error: AppError): NextResponse {
  const { fields, retryAfterSeconds } = error.details;
  return envelope(error.status, fields ? { fields } : null, error.message, {
    headers: retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  });
}

/**
 * The one wrapper every /api route handler goes through: it validates the query with the route's
 * zod schema, logs each request as one JSON line with its request id, status and duration, answers
 * an AppError a handler or its helpers throw with its status and message, and turns any other error
 * into a 500 envelope without a stack trace (the stack goes to the log).
 */
export function withRoute<Query = undefined, Params = undefined>(
  options: RouteOptions<Query, Params>,
  handler: (context: RouteContext<Query, Params>) => Promise<Response>,
) {
  const answer = async (request: Request, segments?: { params: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    const started = performance.now();
    const url = new URL(request.url);
    const log = logger().child({ requestId: request.headers.get('x-request-id') ?? undefined });
    let response: Response;
    try {
      let lookup: Promise<ValidSession | null> | undefined;
      const session = () => (lookup ??= currentSession());
      const refused = await refusal(request, options, session);
      const parsed = refused ? undefined : options.query?.safeParse(Object.fromEntries(url.searchParams));
      const path = refused || !options.params ? undefined : options.params.safeParse(await segments?.params);
      if (refused) {
        response = refused;
      } else if (parsed && !parsed.success) {
        response = invalidInput(parsed.error, 'query');
      } else if (path && !path.success) {
        response = invalidInput(path.error, 'path');
      } else {
        const params = path?.data as Params;
        response = await handler({ request, query: parsed?.data as Query, params, log, session });
      }
    } catch (error) {
      if (error instanceof AppError) {
        response = appErrorResponse(error);
      } else {
        log.error({ err: error, method: request.method, path: url.pathname }, 'route handler failed');
        response = envelope(500, null, 'Something went wrong on our side. Please try again later.');
      }
    }
    log.info(
      { method: request.method, path: url.pathname, status: response.status, durationMs: Math.round(performance.now() - started) },
      'request',
    );
    return response;
  };
  // A GET or HEAD only reads: its queries (the session's too) use the reads pool, never queued
  // behind a burst of writes.
  return (request: Request, segments?: { params: Promise<Record<string, string | string[]>> }): Promise<Response> =>
    request.method === 'GET' || request.method === 'HEAD' ? whileReading(() => answer(request, segments)) : answer(request, segments);
}

/**
 * Reads and validates a JSON body; throws an AppError otherwise: over `maxBytes` too large, not
 * JSON or failing the schema invalid (naming each field).
 */
export async function parseJsonBody<Body>(request: Request, schema: z.ZodType<Body>, maxBytes = 16_384): Promise<{ data: Body }> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBytes) throw new AppError('too-large', `The request body is over ${maxBytes} bytes.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('invalid', 'The request body is not JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidFieldsError(issuesByPath(parsed.error));
  return { data: parsed.data };
}
