/**
 * How one queue's jobs are tried, kept and run. The relay (producer) reads the job options; the
 * worker reads concurrency and lock. Each queue's numbers live in its own `<queue>.config.ts`,
 * each with the reason for it.
 */
export interface QueueConfig {
  /** Tries before a job fails for good (and its outbox row is marked failed). */
  attempts: number;
  /** First retry delay (ms); each later retry doubles it. */
  backoffMs: number;
  /** Jobs one worker process runs at once. */
  concurrency: number;
  /**
   * How long a worker's claim on a running job lasts without renewal (ms; renewed at half this).
   * When a worker dies mid-job, another takes the job over after at most twice this.
   */
  lockMs: number;
  /**
   * How long finished jobs stay in Redis. Operators inspect them on /admin/queues, and the
   * reconciler tells "done" from "vanished" only while they are kept (outbox/reconciler.ts).
   */
  keepCompleted: { ageSeconds: number; count: number };
  keepFailed: { ageSeconds: number };
}

const day = 24 * 3600;

/** What every queue keeps: completed jobs a day (at most 10,000), failed ones a week. */
export const standardRetention = {
  keepCompleted: { ageSeconds: day, count: 10_000 },
  keepFailed: { ageSeconds: 7 * day },
} satisfies Pick<QueueConfig, 'keepCompleted' | 'keepFailed'>;
