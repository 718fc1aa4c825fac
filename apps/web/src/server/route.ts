import 'server-only';
import type { ApiEnvelope } from '@vtrans/contracts';
import { NextResponse } from 'next/server';
import type pino from 'pino';
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

export interface RouteContext {
  request: Request;
  log: pino.Logger;
}

/**
 * The one wrapper every /api route handler goes through: it logs each request as one JSON line
 * with its request id, status and duration, and turns an unexpected error into a 500 envelope
 * without a stack trace (the stack goes to the log only).
 */
export function withRoute(handler: (context: RouteContext) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const started = performance.now();
    const url = new URL(request.url);
    const log = logger().child({ requestId: request.headers.get('x-request-id') ?? undefined });
    let response: Response;
    try {
      response = await handler({ request, log });
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
