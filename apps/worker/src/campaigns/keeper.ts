import { campaignsWithQueuedRecipients, type Db, finishCampaigns } from '@vtrans/db';
import type { Queue } from 'bullmq';
import type { Logger } from '../logger';
import { Periodic } from '../periodic';
import { expandCampaign } from '../processors/campaign';

export interface CampaignKeeperOptions {
  db: Db;
  queue: Queue;
  logger: Logger;
  intervalMs: number;
}

/**
 * Sees sending campaigns through: every `intervalMs` it marks sent each campaign with no
 * recipient left, and when the campaign queue holds no job at all while a sending campaign still
 * has queued recipients — Redis was lost or flushed — it adds their delivery jobs again. (Nothing
 * is sent twice: each job checks its recipient row and `email_deliveries` first.)
 */
export function campaignKeeper(options: CampaignKeeperOptions): Periodic<void> {
  return new Periodic(() => keepCampaigns(options), options.intervalMs);
}

async function keepCampaigns({ db, queue, logger }: CampaignKeeperOptions): Promise<void> {
  try {
    const finished = await finishCampaigns(db);
    if (finished.length > 0) logger.info({ campaigns: finished }, 'campaigns sent to every recipient');
    const unfinished = await campaignsWithQueuedRecipients(db);
    if (unfinished.length === 0) return;
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
    if (Object.values(counts).some((count) => count > 0)) return;
    for (const campaignId of unfinished) {
      const added = await expandCampaign({ db, queue }, campaignId);
      logger.warn({ campaignId, added }, 'a sending campaign had no jobs in Redis; its queued recipients were added again');
    }
  } catch (error) {
    logger.warn({ err: error }, 'campaign check failed; the next one tries again');
  }
}
