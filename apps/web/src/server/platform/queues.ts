import 'server-only';
import { type JobState, jobStates, type QueueName, queueNames } from '@vtrans/contracts/queues';
import { openQueueForInspection } from '@vtrans/queue';
import type { Queue } from 'bullmq';
import { webEnv } from '../../env';
import { redis } from './redis';

const globalForQueues = globalThis as unknown as { vtransQueues?: Record<QueueName, Queue> };

/** Handles on every queue, for the dashboard and metrics; they share the web app's Redis connection. */
export function queues(): Record<QueueName, Queue> {
  globalForQueues.vtransQueues ??= Object.fromEntries(queueNames.map((name) => [name, openQueueForInspection(name, redis(), webEnv().QUEUE_PREFIX)])) as Record<
    QueueName,
    Queue
  >;
  return globalForQueues.vtransQueues;
}

export interface QueueDepth {
  queue: QueueName;
  counts: Record<JobState, number>;
}

/** How many jobs each queue holds in each state. */
export async function queueDepths(): Promise<QueueDepth[]> {
  return Promise.all(
    queueNames.map(async (queue) => {
      const counts = await queues()[queue].getJobCounts(...jobStates);
      return { queue, counts: Object.fromEntries(jobStates.map((state) => [state, counts[state] ?? 0])) as Record<JobState, number> };
    }),
  );
}
