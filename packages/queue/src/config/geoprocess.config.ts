import { type QueueConfig, standardRetention } from './queue-config';

export const geoprocessQueueConfig: QueueConfig = {
  // Failures here are mostly the file's own (GDAL refuses it): retrying them changes nothing, so
  // 3 tries cover a restarted database or a killed worker, not a bad file.
  attempts: 3,
  backoffMs: 5_000,
  // One upload at a time per worker: GDAL and the feature batches hold much of the file in memory.
  concurrency: 1,
  // A large load runs for minutes but renews its lock every 15 s while the event loop turns.
  lockMs: 30_000,
  ...standardRetention,
};
