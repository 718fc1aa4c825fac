import type { QueueName } from '@vtrans/contracts/queues';
import { campaignQueueConfig } from './campaign.config';
import { contentQueueConfig } from './content.config';
import { documentsQueueConfig } from './documents.config';
import { emailQueueConfig } from './email.config';
import { geoprocessQueueConfig } from './geoprocess.config';
import type { QueueConfig } from './queue-config';
import { statsQueueConfig } from './stats.config';

export type { QueueConfig } from './queue-config';

/** Every queue's settings, by name: adding a queue to contracts' queueNames needs its file here. */
export const queueConfigs: Record<QueueName, QueueConfig> = {
  email: emailQueueConfig,
  geoprocess: geoprocessQueueConfig,
  stats: statsQueueConfig,
  documents: documentsQueueConfig,
  content: contentQueueConfig,
  campaign: campaignQueueConfig,
};

/**
 * A queue's settings with the operator's overrides applied: JOB_BACKOFF_MS and JOB_LOCK_MS, when
 * set, replace every queue's own (tests shorten them; so may an operator during an incident).
 */
export function queueConfigFor(queue: QueueName, overrides: { backoffMs?: number; lockMs?: number } = {}): QueueConfig {
  const config = queueConfigs[queue];
  return { ...config, backoffMs: overrides.backoffMs ?? config.backoffMs, lockMs: overrides.lockMs ?? config.lockMs };
}
