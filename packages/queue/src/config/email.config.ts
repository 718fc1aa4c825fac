import { type QueueConfig, standardRetention } from './queue-config';

export const emailQueueConfig: QueueConfig = {
  // An SMTP outage can last minutes: 10 attempts doubling from 5 s keep retrying for about 85 minutes.
  attempts: 10,
  backoffMs: 5_000,
  // Sends are I/O-bound, and SMTP servers throttle parallel connections from one client; 5 is
  // plenty for alerts and notices. The SMTP pool opens one connection per concurrent job.
  concurrency: 5,
  // A send (render and SMTP round trips) takes well under a second; 30 s allows for a slow server.
  lockMs: 30_000,
  ...standardRetention,
};
