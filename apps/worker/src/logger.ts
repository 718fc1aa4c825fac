import pino from 'pino';

export type Logger = pino.Logger;

/** JSON logs on stdout, one line per event; `service` tells web and worker apart. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'worker' }, timestamp: pino.stdTimeFunctions.isoTime });
}
