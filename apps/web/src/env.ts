import 'server-only';
import { EnvError, envField, parseEnv } from '@vtrans/contracts/env';
import { z } from 'zod';
import { thirdPartyEnvShape } from './third-party';

const webEnvShape = {
  DATABASE_URL: envField.postgresUrl,
  REDIS_URL: envField.redisUrl,
  QUEUE_PREFIX: envField.queuePrefix,
  LOG_LEVEL: envField.logLevel,
  DATA_DIR: envField.dataDir,
  /** The site's public address, used in links that leave the site (e-mails, feeds). */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** The public host name (e.g. vtrans.org); pages served on any other host get noindex,nofollow. */
  PRODUCTION_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/, 'expected a host name such as vtrans.org')
    .optional(),
  /** The 508 notice's phone line (spec §2 footer). */
  ACCESSIBILITY_PHONE: z.string().min(7).default('(804) 786-2971'),
  /** The mailbox a comment period takes comments by e-mail at (issue 59: the period page said "by e-mail" and gave none). */
  COMMENTS_EMAIL: z.email().default('vtrans-comments@oipi.example.gov'),
  /**
   * How many reverse proxies stand in front of the web server (read by server.mjs): 0 takes the
   * client's address from the socket and ignores X-Forwarded-For; N believes the N-th proxy's entry.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Sign-in attempts allowed per client address and links sent per e-mail address, in each window; password tries free of delay per account. */
  AUTH_RATE_PER_IP: z.coerce.number().int().positive().default(30),
  AUTH_RATE_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /**
   * Past AUTH_RATE_PER_ADDRESS password tries for an account, each next try waits twice as long as
   * the last (1 s, 2 s, 4 s …) up to this; a quiet AUTH_RATE_WINDOW_SECONDS starts the count again.
   */
  AUTH_DELAY_MAX_SECONDS: z.coerce.number().int().positive().default(900),
  /** Map comments allowed per client address in each window. */
  COMMENT_RATE_PER_IP: z.coerce.number().int().positive().default(10),
  COMMENT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** Contact, GAP-TA and newsletter posts allowed per client address, and from everyone together, in each window. */
  FORM_RATE_PER_IP: z.coerce.number().int().positive().default(30),
  FORM_RATE_GLOBAL: z.coerce.number().int().positive().default(600),
  FORM_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Site searches (GET /api/search) allowed per client address each minute: more than a person types (issue 42). */
  SEARCH_RATE_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Bearer token Prometheus presents to /api/metrics; without it the metrics are not served. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  ...thirdPartyEnvShape,
};

export type WebEnv = z.infer<z.ZodObject<typeof webEnvShape>>;

let cached: WebEnv | undefined;

/** Parsed once per server process; instrumentation.ts calls it at start-up so a bad value stops the server. */
export function webEnv(): WebEnv {
  cached ??= refuseWeakProductionSecrets(parseEnv(webEnvShape), process.env.NODE_ENV);
  return cached;
}

/** The length a secret must have on a public site. */
const PRODUCTION_SECRET_LENGTH = 32;

/**
 * On a public site (a production build serving an https SITE_URL) the repository's example
 * secrets, or short ones, stop start-up with a message (issue 38): `…-change-me` is in this
 * repository for anyone to read. Local runs and the containers' http compose file keep theirs.
 */
export function refuseWeakProductionSecrets(env: WebEnv, nodeEnv: string | undefined): WebEnv {
  if (nodeEnv !== 'production' || !env.SITE_URL.startsWith('https:') || env.METRICS_TOKEN === undefined) return env;
  if (/change-me/i.test(env.METRICS_TOKEN) || env.METRICS_TOKEN.length < PRODUCTION_SECRET_LENGTH) {
    throw new EnvError([
      `METRICS_TOKEN is malformed: on a public site (${env.SITE_URL}) it must be a secret of your own, at least ${PRODUCTION_SECRET_LENGTH} characters, not the repository's example`,
    ]);
  }
  return env;
}
