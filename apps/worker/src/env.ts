import { envField, parseEnv } from '@vtrans/contracts/env';
import { z } from 'zod';

/** The worker's configuration, read once at start-up. */
export const workerEnvShape = {
  DATABASE_URL: envField.postgresUrl,
  REDIS_URL: envField.redisUrl,
  SMTP_URL: envField.smtpUrl,
  MAIL_FROM: z.string().min(3).default('VTrans <no-reply@vtrans.example.gov>'),
  /** Domain used in Message-IDs (`<key@domain>`); defaults to MAIL_FROM's domain. */
  MAIL_DOMAIN: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$/, 'expected a domain name')
    .optional(),
  QUEUE_PREFIX: envField.queuePrefix,
  LOG_LEVEL: envField.logLevel,
  DATA_DIR: envField.dataDir,
  /** The site's public address, for links in e-mails the worker writes. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Staff address that receives contact-form messages. */
  CONTACT_TO: z.email().default('vtrans-staff@oipi.example.gov'),
  /** Staff address alerted about each new map comment. */
  COMMENT_ALERT_TO: z.email().default('vtrans-comments@oipi.example.gov'),
  /** Staff address told about each new spatial-data submission. */
  SPATIAL_DATA_ALERT_TO: z.email().default('vtrans-data@oipi.example.gov'),
  /** GAP-TA program staff, told about each new application. */
  GAP_TA_ALERT_TO: z.email().default('gap-ta@oipi.example.gov'),
  /** Overrides every queue's first retry delay (ms; later retries double it). Unset: each queue's own (packages/queue/src/config). */
  JOB_BACKOFF_MS: z.coerce.number().int().positive().optional(),
  /** Overrides every queue's job lock (ms). Unset: each queue's own (packages/queue/src/config). */
  JOB_LOCK_MS: z.coerce.number().int().positive().optional(),
  /** How often the relay looks for outbox rows when no notification arrives (ms). */
  OUTBOX_POLL_MS: envField.positiveInt(2_000),
  /** How often the reconciler looks for dispatched rows whose jobs vanished (ms). */
  RECONCILE_INTERVAL_MS: envField.positiveInt(30_000),
  /** A dispatched row must be at least this old before its job is looked for (ms). */
  RECONCILE_GRACE_MS: envField.positiveInt(10_000),
  /** Completed outbox events (and the e-mail deliveries no job can repeat) are deleted after this many days. */
  OUTBOX_RETENTION_DAYS: envField.positiveInt(7),
  /** How often the worker prunes the outbox (ms). */
  OUTBOX_PRUNE_INTERVAL_MS: envField.positiveInt(3600_000),
  /** When set, the worker touches this file every 10 s; container health checks read its age. */
  HEARTBEAT_FILE: z.string().min(1).optional(),
  /** How often the statistics are recomputed on schedule (ms); imports and approvals also trigger it. */
  STATS_REFRESH_EVERY_MS: envField.positiveInt(6 * 3600_000),
  /** When the daily locality-alert digest goes: a cron pattern in America/New_York (7 a.m. by default). */
  ALERT_DIGEST_CRON: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'expected a cron pattern of five fields, such as "0 7 * * *"')
    .default('0 7 * * *'),
  /** A follower of a locality gets at most one immediate alert per this many minutes, holding all that came in between (0: one per event). */
  ALERT_WINDOW_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  /** How often held-back immediate alerts are looked for (ms): an alert goes at most this long after its window ends. */
  ALERT_SWEEP_MS: envField.positiveInt(60_000),
  /** How often content's links to other sites are looked at (ms); each is checked again once a day (LINK_RECHECK_HOURS). */
  LINK_CHECK_EVERY_MS: envField.positiveInt(3600_000),
  /** A link to another site checked longer ago than this is checked again. */
  LINK_RECHECK_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** How long one request of the link check may take to answer (ms). */
  LINK_CHECK_TIMEOUT_MS: envField.positiveInt(10_000),
  /** Lets the link check fetch private and loopback addresses: for tests' servers on 127.0.0.1 only. */
  LINK_CHECK_PRIVATE_ADDRESSES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** How often the worker writes its metrics to Redis for /api/metrics (ms). */
  METRICS_PUBLISH_MS: envField.positiveInt(10_000),
  /** Newsletter campaigns: at most this many e-mails a second, across every worker (BullMQ's limiter), so a relay's limit is kept. */
  CAMPAIGN_RATE_PER_SECOND: envField.positiveInt(100),
  /** How often the worker marks finished campaigns sent, and puts back a sending campaign's jobs that Redis lost (ms). */
  CAMPAIGN_CHECK_MS: envField.positiveInt(2_000),
  /** On SIGTERM, how long active jobs get to finish before they are handed back (ms). */
  SHUTDOWN_TIMEOUT_MS: envField.positiveInt(25_000),
};

export type WorkerEnv = ReturnType<typeof readWorkerEnv>;

export function readWorkerEnv(source: Record<string, string | undefined> = process.env) {
  const env = parseEnv(workerEnvShape, source);
  const mailDomain = env.MAIL_DOMAIN ?? /@([^>\s]+)/.exec(env.MAIL_FROM)?.[1] ?? 'vtrans.example.gov';
  return { ...env, MAIL_DOMAIN: mailDomain };
}
