import 'server-only';
import type { QueueDashboardQuery } from '@vtrans/contracts/queues';
import { outboxBacklog } from '@vtrans/db';
import { queueDepths } from '../../platform/queues';
import { listJobs, listSchedules, searchJobs, workerPresences } from '../queue-dashboard';
import { checkedFor, readForRole } from '../../auth/viewer';

const admins = ['admin'] as const;

/** A read that needs Redis or Postgres; when the service is away, the page says so instead of failing. */
export type Attempted<T> = { value: T } | { unavailable: true };

async function attempt<T>(read: () => Promise<T>): Promise<Attempted<T>> {
  try {
    return { value: await read() };
  } catch {
    return { unavailable: true };
  }
}

/**
 * What /admin/queues shows, for admins only: the outbox's backlog, each queue's depth, the workers
 * and schedules, and the jobs asked for (a state's newest, or a search). The role is checked
 * before the reads, whose failures (Redis or Postgres away) are each answered as unavailable.
 */
export const queueDashboardData = (query: QueueDashboardQuery) =>
  checkedFor(admins, async () => {
    const [backlog, depths, workers, schedules, jobs] = await Promise.all([
      attempt(() => readForRole(admins, (db) => outboxBacklog(db))),
      attempt(queueDepths),
      attempt(workerPresences),
      attempt(listSchedules),
      attempt(() => (query.value ? searchJobs(query.field || undefined, query.value) : listJobs(query.state, query.queue))),
    ]);
    return { backlog, depths, workers, schedules, jobs };
  });
