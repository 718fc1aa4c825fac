import 'server-only';
import { type Role } from '@vtrans/contracts/auth';
import { AppError, invalidFieldsError, issuesByPath } from '@vtrans/contracts/errors';
import type { Db, ValidSession } from '@vtrans/db';
import type { NextResponse } from 'next/server';
import type pino from 'pino';
import type { z } from 'zod';
import { originVerdict } from '../auth/origin';
import { refuseOverLimit } from '../auth/rate-limit';
import { csrfTokenOfCookie, currentSession, hasRole, sessionCookieName } from '../auth/session';
import { db, whileReading } from '../platform/db';
import { envelope } from './envelope';
import { logger } from '../platform/logger';
import { inTransaction, type UnitOfWork } from './unit-of-work';

export { envelope };

/** Who is asking: the narrowed session on a route with roles (never null there), null on a public one. */
type SessionFor<Roles> = Roles extends readonly Role[] ? ValidSession : null;
/** What the handler writes with: one transaction and its undo hooks when the route asks for it, else the pool. */
type WorkFor<Tx> = Tx extends true ? UnitOfWork : { db: Db };

export type RouteContext<Query, Params = undefined, Body = undefined, Roles = undefined, Tx = false> = WorkFor<Tx> & {
  request: Request;
  query: Query;
  /** The dynamic segments of the path ([layerID], [z] …), validated. */
  params: Params;
  /** The body, read and validated before the handler (and before any transaction) begins. */
  body: Body;
  log: pino.Logger;
  /** The signed-in session on a route with `roles`, as formAction gives an action's work. */
  session: SessionFor<Roles>;
  /**
   * On a public route, who is signed in, looked up on first call (then reused): routes that never
   * ask, such as map tiles, cost no session query.
   */
  signedIn: () => Promise<ValidSession | null>;
};

export interface RouteOptions<Query, Params = undefined, Body = undefined, Roles extends readonly Role[] | undefined = undefined, Tx extends boolean = false> {
  /** Validates the query string; a failure answers 400 naming the parameter, and the handler never runs. */
  query?: z.ZodType<Query>;
  /** Validates the path's dynamic segments the same way. */
  params?: z.ZodType<Params>;
  /** Only these roles may call the route: signed out → 401, another role → 403. */
  roles?: Roles;
  /** A rate limit counted before the body is read (server/auth/rate-limit.ts): over it → 429 with `message` and Retry-After. */
  limited?: { attempt: (request: Request) => Promise<number | null>; message: string };
  /** The JSON body's schema: over `bodyBytes` it is 413, not JSON or failing the schema 400 naming each field. */
  body?: z.ZodType<Body>;
  /** Largest JSON body accepted, in bytes (16 KiB unless said). */
  bodyBytes?: number;
  /** Reads a body that is not JSON (a multipart upload), after the role check; throws an AppError naming what is wrong with it. */
  read?: (request: Request, session: SessionFor<Roles>) => Promise<Body>;
  /**
   * Runs the handler in one transaction (formAction's, server/http/unit-of-work.ts): `db` is the
   * transaction, with onRollback and afterCommit. An answer of 400 or more rolls it back too, so a
   * refusal changes nothing.
   */
  transaction?: Tx;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The csrf token a write carries: the x-csrf-token header, or a csrfToken form field. */
async function presentedCsrfToken(request: Request): Promise<string | null> {
  const header = request.headers.get('x-csrf-token');
  if (header) return header;
  if (!request.headers.get('content-type')?.includes('form')) return null;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const field = form?.get('csrfToken');
  return typeof field === 'string' ? field : null;
}

/**
 * Checks a request before its handler: writes must come from this site (a foreign or `null`
 * Origin is refused; so is a missing one on a write that carries the session cookie), routes with
 * roles need the right one, and their writes the session's csrf token.
 */
async function refusal(request: Request, options: { roles?: readonly Role[] }, session: () => Promise<ValidSession | null>): Promise<Response | null> {
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

/** A handler's answer of 400 or more inside a transaction: thrown to roll the transaction back, then sent. */
class RefusedAnswer extends Error {
  constructor(readonly response: Response) {
    super('refused answer');
  }
}

/**
 * The one wrapper every /api route handler goes through, giving what formAction gives an action:
 * it checks the origin and the role, validates the query, the path and the body with the route's
 * schemas (a failure answers 400 naming them, and the handler never runs), runs the handler — in
 * one transaction when asked — logs each request as one JSON line with its request id, status and
 * duration, answers an AppError with its status and message, and turns any other error into a 500
 * envelope without a stack trace (the stack goes to the log).
 */
export function withRoute<
  Query = undefined,
  Params = undefined,
  Body = undefined,
  Roles extends readonly Role[] | undefined = undefined,
  Tx extends boolean = false,
>(options: RouteOptions<Query, Params, Body, Roles, Tx>, handler: (context: RouteContext<Query, Params, Body, Roles, Tx>) => Promise<Response>) {
  type Context = RouteContext<Query, Params, Body, Roles, Tx>;
  const run = async (
    request: Request,
    url: URL,
    log: pino.Logger,
    signedIn: () => Promise<ValidSession | null>,
    segments?: { params: Promise<Record<string, string | string[]>> },
  ): Promise<Response> => {
    const refused = await refusal(request, options, signedIn);
    if (refused) return refused;
    const parsed = options.query?.safeParse(Object.fromEntries(url.searchParams));
    if (parsed && !parsed.success) return invalidInput(parsed.error, 'query');
    const path = options.params?.safeParse(await segments?.params);
    if (path && !path.success) return invalidInput(path.error, 'path');
    const session = (options.roles ? await signedIn() : null) as SessionFor<Roles>;
    if (options.limited) await refuseOverLimit(options.limited.attempt(request), options.limited.message);
    const body = options.read
      ? await options.read(request, session)
      : options.body
        ? (await parseJsonBody(request, options.body, options.bodyBytes)).data
        : (undefined as Body);
    const context = { request, query: parsed?.data as Query, params: path?.data as Params, body, log, session, signedIn };
    // Tx is false on this branch; TypeScript cannot narrow a type parameter from a value.
    if (!options.transaction) return handler({ ...context, db: db() } as unknown as Context);
    return inTransaction(async (unit) => {
      const response = await handler({ ...context, ...unit } as Context);
      if (response.status >= 400) throw new RefusedAnswer(response);
      return response;
    }).catch((error: unknown) => {
      if (error instanceof RefusedAnswer) return error.response;
      throw error;
    });
  };
  const answer = async (request: Request, segments?: { params: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    const started = performance.now();
    const url = new URL(request.url);
    const log = logger().child({ requestId: request.headers.get('x-request-id') ?? undefined });
    let lookup: Promise<ValidSession | null> | undefined;
    const signedIn = () => (lookup ??= currentSession());
    let response: Response;
    try {
      response = await run(request, url, log, signedIn, segments);
    } catch (error) {
      if (error instanceof AppError) {
        response = appErrorResponse(error);
      } else {
        log.error({ err: error, method: request.method, path: url.pathname }, 'route handler failed');
        response = envelope(500, null, 'Something went wrong on our side. Please try again later.');
      }
    }
    // An answer for a signed-in person (a route with roles, or one that asked who is signed in and
    // found someone) is theirs alone: no browser or proxy may keep it.
    if (options.roles || (lookup && (await lookup.catch(() => null)))) response = notStored(response);
    log.info({ method: request.method, path: url.pathname, status: response.status, durationMs: Math.round(performance.now() - started) }, 'request');
    return response;
  };
  // A GET or HEAD only reads: its queries (the session's too) use the reads pool, never queued
  // behind a burst of writes.
  return (request: Request, segments?: { params: Promise<Record<string, string | string[]>> }): Promise<Response> =>
    request.method === 'GET' || request.method === 'HEAD' ? whileReading(() => answer(request, segments)) : answer(request, segments);
}

/** The response with `Cache-Control: no-store` (a copy when its headers cannot change, as a redirect's). */
function notStored(response: Response): Response {
  try {
    response.headers.set('cache-control', 'no-store');
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('cache-control', 'no-store');
    return copy;
  }
}

/**
 * Reads and validates a JSON body; throws an AppError otherwise: over `maxBytes` too large, not
 * JSON or failing the schema invalid (naming each field).
 */
async function parseJsonBody<Body>(request: Request, schema: z.ZodType<Body>, maxBytes = 16_384): Promise<{ data: Body }> {
  const text = await boundedText(request, maxBytes);
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

/**
 * The body as text, read only up to `maxBytes`: a declared length over it is refused before a byte
 * is read, and a chunked body stops being read at the first chunk past it. (Next still takes in a
 * chunked body for proxy.ts before the handler runs; refusing one sooner is server.mjs's job.)
 */
async function boundedText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new AppError('too-large', `The request body is over ${maxBytes} bytes.`);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    length += chunk.byteLength;
    if (length > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
