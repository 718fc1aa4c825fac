import type { ApiEnvelope } from '@vtrans/contracts/api';
import { NextResponse } from 'next/server';

// Apart from route.ts so that proxy.ts can answer in the envelope without loading the session code.
const statusReasons: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  424: 'Failed Dependency',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A response in the spec's envelope `{ status, statusReason, message, data }`. */
export function envelope<Data>(status: number, data: Data, message = '', init: { headers?: HeadersInit } = {}): NextResponse<ApiEnvelope<Data>> {
  return NextResponse.json({ status, statusReason: statusReasons[status] ?? '', message, data }, { status, headers: init.headers });
}
