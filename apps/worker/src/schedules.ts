import type { Queue } from 'bullmq';

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
