import type { QueueName } from '@vtrans/contracts/queues';
import { type DefaultJobOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { queueConfigFor } from './config';

export interface QueueSettings {
  /** Keeps installs (and test runs) sharing one Redis apart. */
  prefix: string;
  /** JOB_BACKOFF_MS, when set: replaces the queue's own first retry delay. */
  backoffMs?: number;
}

/** The options the relay gives each job it adds, from the queue's config (config/<queue>.config.ts). */
export function jobOptionsFor(queue: QueueName, settings: QueueSettings): DefaultJobOptions {
  const config = queueConfigFor(queue, { backoffMs: settings.backoffMs });
  return {
    attempts: config.attempts,
    backoff: { type: 'exponential', delay: config.backoffMs },
    removeOnComplete: { age: config.keepCompleted.ageSeconds, count: config.keepCompleted.count },
    removeOnFail: { age: config.keepFailed.ageSeconds },
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
