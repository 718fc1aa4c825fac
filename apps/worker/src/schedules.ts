import type { QueueName } from '@vtrans/contracts/queues';
import type { Queue } from 'bullmq';
import type { Logger } from './logger';

/** The id of the statistics schedule: upserting it again (every worker start) replaces it, never adds a second. */
export const STATS_SCHEDULER_ID = 'stats-refresh';
/** The id of the daily locality-alert digest's schedule. */
export const ALERT_DIGEST_SCHEDULER_ID = 'alerts-digest';
/** The id of the schedule that sends immediate alerts held back by their window. */
export const ALERT_SWEEP_SCHEDULER_ID = 'alerts-sweep';

/** The id of the hourly sweep that reminds staff of accessible-format requests near their due date. */
export const ACCESSIBILITY_REQUESTS_SCHEDULER_ID = 'accessibility-requests-sweep';

/** The id of the hourly sweep that reminds owners of content near or past its review-by date. */
export const CONTENT_REVIEWS_SCHEDULER_ID = 'content-reviews-sweep';

/** The id of the schedule that checks content's links to other sites. */
export const LINK_CHECK_SCHEDULER_ID = 'links-check';

/** The id of the nightly purge of documents 30 days in the trash. */
export const DOCUMENT_TRASH_SCHEDULER_ID = 'documents-trash-purge';

/** A repeatable job: which queue, when (every so many ms, or a cron pattern in a time zone), and the event its jobs carry. */
export interface Schedule {
  id: string;
  queue: QueueName;
  repeat: { every: number } | { pattern: string; tz: string };
  event: { event: string; payload: Record<string, unknown> };
}

/**
 * The worker's schedules. The statistics are recomputed as well as after data changes, so changes
 * made outside the app (a fix in psql) show within `statsEveryMs`. The alert digest goes at
 * `digestCron` in Richmond's time (7 a.m. by default): one e-mail per daily subscriber with news.
 * Every `alertSweepMs` the immediate alerts whose window has ended go (locality-alerts.tsx); every
 * `linkCheckMs` content's links to other sites due a check are checked (processors/content.ts).
 */
export function workerSchedules({
  statsEveryMs,
  digestCron,
  alertSweepMs,
  linkCheckMs,
}: {
  statsEveryMs: number;
  digestCron: string;
  alertSweepMs: number;
  linkCheckMs: number;
}): Schedule[] {
  return [
    { id: LINK_CHECK_SCHEDULER_ID, queue: 'content', repeat: { every: linkCheckMs }, event: { event: 'links.check', payload: { reason: 'schedule' } } },
    { id: ALERT_SWEEP_SCHEDULER_ID, queue: 'email', repeat: { every: alertSweepMs }, event: { event: 'alerts.sweep', payload: { reason: 'schedule' } } },
    { id: STATS_SCHEDULER_ID, queue: 'stats', repeat: { every: statsEveryMs }, event: { event: 'stats.refresh', payload: { reason: 'schedule' } } },
    {
      id: ACCESSIBILITY_REQUESTS_SCHEDULER_ID,
      queue: 'email',
      repeat: { every: 60 * 60 * 1000 },
      event: { event: 'accessibility-requests.sweep', payload: { reason: 'schedule' } },
    },
    {
      id: CONTENT_REVIEWS_SCHEDULER_ID,
      queue: 'email',
      repeat: { every: 60 * 60 * 1000 },
      event: { event: 'content-reviews.sweep', payload: { reason: 'schedule' } },
    },
    {
      id: DOCUMENT_TRASH_SCHEDULER_ID,
      queue: 'documents',
      repeat: { pattern: '30 3 * * *', tz: 'America/New_York' },
      event: { event: 'documents.purge-trash', payload: { reason: 'schedule' } },
    },
    {
      id: ALERT_DIGEST_SCHEDULER_ID,
      queue: 'email',
      repeat: { pattern: digestCron, tz: 'America/New_York' },
      event: { event: 'alerts.digest', payload: { reason: 'schedule' } },
    },
  ];
}

/** Puts a schedule in place with a BullMQ job scheduler; upserting it again replaces it. */
export async function upsertSchedule(queues: Record<QueueName, Queue>, schedule: Schedule) {
  await queues[schedule.queue].upsertJobScheduler(schedule.id, schedule.repeat, { name: schedule.event.event, data: schedule.event });
}

/**
 * Redis keeps nothing across a restart here, schedules included: every `checkEveryMs` the worker
 * puts back any schedule that is missing. Returns the function that stops checking.
 */
export function keepScheduled(queues: Record<QueueName, Queue>, schedules: Schedule[], checkEveryMs: number, logger: Logger): () => void {
  const timer = setInterval(() => {
    for (const schedule of schedules) {
      queues[schedule.queue]
        .getJobScheduler(schedule.id)
        .then(async (scheduler) => {
          if (scheduler) return;
          await upsertSchedule(queues, schedule);
          logger.warn({ schedule: schedule.id }, 'a schedule had vanished from Redis; it was put back');
        })
        .catch(() => {}); // Redis away: the next check tries again
    }
  }, checkEveryMs);
  return () => clearInterval(timer);
}
