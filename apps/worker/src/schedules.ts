import type { Queue } from 'bullmq';
import type { Logger } from './logger';

/** The id of the statistics schedule: upserting it again (every worker start) replaces it, never adds a second. */
export const STATS_SCHEDULER_ID = 'stats-refresh';

/**
 * The statistics are recomputed on a schedule as well as after data changes, so changes made
 * outside the app (a fix in psql, an edited by-the-numbers row) show within `everyMs`. A BullMQ
 * job scheduler makes the repeatable job; its jobs carry the same event as the outbox's.
 */
export async function scheduleStatsRefresh(queue: Queue, everyMs: number) {
  await queue.upsertJobScheduler(
    STATS_SCHEDULER_ID,
    { every: everyMs },
    { name: 'stats.refresh', data: { event: 'stats.refresh', payload: { reason: 'schedule' } } },
  );
}

/**
 * Redis keeps nothing across a restart here, schedules included: every `checkEveryMs` the worker
 * puts the statistics schedule back if it is missing. Returns the function that stops checking.
 */
export function keepStatsScheduled(queue: Queue, everyMs: number, checkEveryMs: number, logger: Logger): () => void {
  const timer = setInterval(() => {
    queue
      .getJobScheduler(STATS_SCHEDULER_ID)
      .then(async (scheduler) => {
        if (scheduler) return;
        await scheduleStatsRefresh(queue, everyMs);
        logger.warn('the statistics schedule had vanished from Redis; it was put back');
      })
      .catch(() => {}); // Redis away: the next check tries again
  }, checkEveryMs);
  return () => clearInterval(timer);
}
