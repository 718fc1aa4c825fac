import { type Db, refreshStatistics } from '@vtrans/db';
import type { EventHandlers } from '../jobs/run-job';

/**
 * Recomputes the InteractVTrans statistics. Safe to run twice: a refresh that finds the same
 * numbers as the latest version writes nothing. The new version's insert changes the
 * `statistics` cache tag, which is how the web app's cached pages learn of it.
 */
export function createStatsHandlers({ db }: { db: Db }): EventHandlers {
  return {
    'stats.refresh': async ({ reason }, { log }) => {
      const outcome = await refreshStatistics(db, reason);
      log.info({ ...outcome, reason }, outcome.created ? 'statistics refreshed: new version' : 'statistics unchanged');
      return outcome;
    },
  };
}
