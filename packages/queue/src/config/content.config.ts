import { type QueueConfig, standardRetention } from './queue-config';

export const contentQueueConfig: QueueConfig = {
  // A scheduled publish is one short transaction; a try that fails (the database restarting) is
  // repeated, and a publish that already happened does nothing the second time.
  attempts: 10,
  backoffMs: 2_000,
  concurrency: 2,
  lockMs: 30_000,
  ...standardRetention,
};
