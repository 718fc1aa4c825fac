import { type QueueConfig, standardRetention } from './queue-config';

export const statsQueueConfig: QueueConfig = {
  // A refresh that fails is repeated by the next trigger or the schedule anyway.
  attempts: 3,
  backoffMs: 5_000,
  // A refresh reads whole tables; one at a time (it also takes a lock, for other workers).
  concurrency: 1,
  lockMs: 30_000,
  ...standardRetention,
};
