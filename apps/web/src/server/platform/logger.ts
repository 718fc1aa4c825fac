import 'server-only';
import pino from 'pino';
import { webEnv } from '../../env';

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
