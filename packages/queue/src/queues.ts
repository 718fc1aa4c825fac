import type { QueueName } from '@vtrans/contracts';
import { type DefaultJobOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';

export interface QueueSettings {
  /** Keeps installs (and test runs) sharing one Redis apart. */
  prefix: string;
  /** First retry delay; each later retry doubles it. */
  backoffMs: number;
}

/**
 * Job options per queue, applied when the relay adds a job. Why these numbers:
 * - e-mail: an SMTP outage can last minutes; 10 attempts doubling from `backoffMs` (5 s by
 *   default) keep retrying for about 85 minutes before giving up.
 * - the other queues do heavy work whose failures are mostly real errors; 3 attempts.
 * Completed jobs stay a day and failed ones a week so operators can inspect them, and so the
 * reconciler can tell "done" from "vanished" while they are kept.
 */
export function jobOptionsFor(queue: QueueName, settings: QueueSettings): DefaultJobOptions {
  return {
    attempts: queue === 'email' ? 10 : 3,
    backoff: { type: 'exponential', delay: settings.backoffMs },
    removeOnComplete: { age: 24 * 3600, count: 10_000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}

/** A producer-side queue handle (adding and inspecting jobs, never processing them). */
export function createQueue(name: QueueName, connection: Redis, settings: QueueSettings): Queue {
  const queue = new Queue(name, {
    connection,
    prefix: settings.prefix,
    defaultJobOptions: jobOptionsFor(name, settings),
  });
  queue.on('error', () => {});
  return queue;
}

/**
 * A queue handle for looking at and managing jobs (the operators' dashboard, metrics). It never
 * adds jobs — the worker's relay does — so it carries no job options.
 */
export function openQueueForInspection(name: QueueName, connection: Redis, prefix: string): Queue {
  const queue = new Queue(name, { connection, prefix });
  queue.on('error', () => {});
  return queue;
}
