import 'server-only';
import { headers } from 'next/headers';
import pino from 'pino';
import { webEnv } from '../env';

const globalForLogger = globalThis as unknown as { vtransLogger?: pino.Logger };

/** JSON logs on stdout; one logger per process (kept on globalThis across dev reloads). */
export function logger(): pino.Logger {
  globalForLogger.vtransLogger ??= pino({
    level: webEnv().LOG_LEVEL,
    base: { service: 'web' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
  return globalForLogger.vtransLogger;
}

/** A child logger carrying the id proxy.ts gave this request. */
export async function requestLogger(): Promise<pino.Logger> {
  const requestId = (await headers()).get('x-request-id') ?? undefined;
  return logger().child({ requestId });
}
