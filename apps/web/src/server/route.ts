import 'server-only';
import type { ApiEnvelope } from '@vtrans/contracts';
import { NextResponse } from 'next/server';
import type pino from 'pino';
import type { z } from 'zod';
import { logger } from './logger';

const statusReasons: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  424: 'Failed Dependency',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A response in the spec's envelope `{ status, statusReason, message, data }`. */
export function envelope<Data>(
  status: number,
  data: Data,
  message = '',
  init: { headers?: HeadersInit } = {},
): NextResponse<ApiEnvelope<Data>> {
  return NextResponse.json(
    { status, statusReason: statusReasons[status] ?? '', message, data },
    { status, headers: init.headers },
  );
}

export interface RouteContext<Query> {
  request: Request;
  query: Query;
  log: pino.Logger;
}

export interface RouteOptions<Query> {
  /** Validates the query string; a failure answers 400 naming the parameter, and the handler never runs. */
  query?: z.ZodType<Query>;
}

function invalidQuery(error: z.ZodError): NextResponse {
  const fields = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || '(query)', issue.message]));
  const names = Object.keys(fields).join(', ');
  return envelope(400, { fields }, `Invalid query parameter${Object.keys(fields).length > 1 ? 's' : ''}: ${names}.`);
}

/**
 * The one wrapper every /api route handler goes through: it validates the query with the route's
 * zod schema, logs each request as one JSON line with its request id, status and duration, and
 * turns an unexpected error into a 500 envelope without a stack trace (the stack goes to the log).
 */
export function withRoute<Query = undefined>(
  options: RouteOptions<Query>,
  handler: (context: RouteContext<Query>) => Promise<Response>,
) {
  return async (request: Request): Promise<Response> => {
    const started = performance.now();
    const url = new URL(request.url);
    const log = logger().child({ requestId: request.headers.get('x-request-id') ?? undefined });
    let response: Response;
    try {
      const parsed = options.query?.safeParse(Object.fromEntries(url.searchParams));
      if (parsed && !parsed.success) {
        response = invalidQuery(parsed.error);
      } else {
        response = await handler({ request, query: parsed?.data as Query, log });
      }
    } catch (error) {
      log.error({ err: error, method: request.method, path: url.pathname }, 'route handler failed');
      response = envelope(500, null, 'Something went wrong on our side. Please try again later.');
    }
    log.info(
      { method: request.method, path: url.pathname, status: response.status, durationMs: Math.round(performance.now() - started) },
      'request',
    );
    return response;
  };
}
