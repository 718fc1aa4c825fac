import { type QueueConfig, standardRetention } from './queue-config';

export const campaignQueueConfig: QueueConfig = {
  // As for the e-mail queue: an SMTP outage can last minutes; 10 tries doubling from 5 s span about 85 minutes.
  attempts: 10,
  backoffMs: 5_000,
  // One job is one recipient's e-mail, mostly waiting on SMTP and Postgres: 10 at a time keep the
  // pooled connections busy (issue 21's bench: hundreds a second). The pace a relay allows is
  // CAMPAIGN_RATE_PER_SECOND (BullMQ's limiter), not this.
  concurrency: 10,
  lockMs: 30_000,
  ...standardRetention,
};
