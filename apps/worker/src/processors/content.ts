import { type Db, publishScheduledItem } from '@vtrans/db';
import type { EventHandlers } from '../jobs/run-job';

/**
 * Scheduled publishing (issue 20). The job waits in the queue until the time the editor chose
 * (the outbox row's run_after becomes its delay). It publishes only if the item is still
 * scheduled at the version it was scheduled at: an edit, an unpublish or a new schedule since
 * makes it do nothing, and so does running twice.
 */
export function createContentHandlers({ db }: { db: Db }): EventHandlers {
  return {
    'content.publish': async ({ itemId, version }, { log }) => {
      const outcome = await publishScheduledItem(db, itemId, version);
      log.info({ itemId, version, outcome }, outcome === 'published' ? 'scheduled content published' : 'scheduled publish superseded by a later change');
      return { outcome };
    },
  };
}
