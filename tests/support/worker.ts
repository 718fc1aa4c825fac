import { randomBytes } from 'node:crypto';
import { readWorkerEnv } from '../../apps/worker/src/env';
import type { JobContext } from '../../apps/worker/src/jobs/run-job';
import { createLogger } from '../../apps/worker/src/logger';
import { startWorkerApp, type WorkerApp } from '../../apps/worker/src/worker-app';
import { createRedis } from '@vtrans/queue';

/** A queue prefix of its own per test, so tests sharing one Redis never see each other's jobs. */
export function uniqueQueuePrefix(): string {
  return `test-${randomBytes(4).toString('hex')}`;
}

export interface TestWorkerOptions {
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
  queuePrefix: string;
  overrides?: Record<string, string>;
}

/** The real worker, started in this process with timings shortened for tests. */
export async function startTestWorker(options: TestWorkerOptions): Promise<WorkerApp> {
  const env = readWorkerEnv({
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    SMTP_URL: options.smtpUrl,
    QUEUE_PREFIX: options.queuePrefix,
    MAIL_FROM: 'VTrans <no-reply@vtrans.test>',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JOB_BACKOFF_MS: '100',
    OUTBOX_POLL_MS: '200',
    RECONCILE_INTERVAL_MS: '60000',
    RECONCILE_GRACE_MS: '100',
    SHUTDOWN_TIMEOUT_MS: '5000',
    ...options.overrides,
  });
  return startWorkerApp(env, createLogger(env.LOG_LEVEL));
}

/** What a handler is given when a test (or a bench) calls it directly, as the worker would on try `attempt`. */
export function handlerContext(jobId: string, attempt = 1): JobContext {
  return { jobId, attempt, lastAttempt: false, createdAt: new Date(), log: createLogger('silent') };
}

/** Deletes every Redis key under a test's prefix. */
export async function deleteQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = createRedis(redisUrl, 'worker', 'vtrans-test-cleanup');
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Polls `check` until it returns a truthy value or `timeoutMs` passes. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000, what = 'condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
