import 'server-only';
import { type QueueName, queueNames } from '@vtrans/contracts/queues';
import { openQueueForInspection } from '@vtrans/queue';
import type { Queue } from 'bullmq';
import { webEnv } from '../env';
import { redis } from './redis';

const globalForQueues = globalThis as unknown as { vtransQueues?: Record<QueueName, Queue> };

/** Handles on every queue, for the dashboard and metrics; they share the web app's Redis connection. */
export function queues(): Record<QueueName, Queue> {
  globalForQueues.vtransQueues ??= Object.fromEntries(
    queueNames.map((name) => [name, openQueueForInspection(name, redis(), webEnv().QUEUE_PREFIX)]),
  ) as Record<QueueName, Queue>;
  return globalForQueues.vtransQueues;
}
