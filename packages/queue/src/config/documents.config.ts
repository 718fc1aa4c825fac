import { type QueueConfig, standardRetention } from './queue-config';

export const documentsQueueConfig: QueueConfig = {
  // A PDF pdf.js cannot read fails the same way each time; 3 tries cover a restart.
  attempts: 3,
  backoffMs: 5_000,
  // pdf.js is CPU-bound and holds the whole PDF; two at a time keeps the other queues responsive.
  concurrency: 2,
  lockMs: 30_000,
  ...standardRetention,
};
