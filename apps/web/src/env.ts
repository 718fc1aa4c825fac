import 'server-only';
import { envField, parseEnv } from '@vtrans/contracts';
import { z } from 'zod';

const webEnvShape = {
  DATABASE_URL: envField.postgresUrl,
  REDIS_URL: envField.redisUrl,
  QUEUE_PREFIX: envField.queuePrefix,
  LOG_LEVEL: envField.logLevel,
  /** The site's public address, used in links that leave the site (e-mails, feeds). */
  SITE_URL: z.url().default('http://localhost:3000'),
};

export type WebEnv = z.infer<z.ZodObject<typeof webEnvShape>>;

let cached: WebEnv | undefined;

/** Parsed once per server process; instrumentation.ts calls it at start-up so a bad value stops the server. */
export function webEnv(): WebEnv {
  cached ??= parseEnv(webEnvShape);
  return cached;
}
