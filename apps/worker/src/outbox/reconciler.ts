import type { QueueName } from '@vtrans/contracts/queues';
import { type Db, findInFlight, resetDispatch } from '@vtrans/db';
import type { Queue } from 'bullmq';
import type { Logger } from '../logger';
import { Periodic } from '../periodic';

export interface ReconcilerOptions {
  db: Db;
  queues: Record<QueueName, Queue>;
  logger: Logger;
  /** Rows dispatched more recently than this are left alone. */
  graceMs: number;
  intervalMs: number;
  /** Called after rows were put back in line, to relay them without waiting for a poll. */
  onRequeued: () => void;
}

/**
 * Postgres is the source of truth; Redis here keeps nothing across a restart. A row that was
 * dispatched but never completed or failed, and whose job Redis no longer has, lost its job:
 * the reconciler clears its dispatch mark so the relay adds the job again. Handlers are
 * idempotent, so a job that did run but could not record its completion is safe to run again.
 */
export function outboxReconciler(options: ReconcilerOptions): Periodic<number> {
  return new Periodic(() => reconcile(options), options.intervalMs);
}

/** One pass; answers how many rows were put back in line. */
async function reconcile(options: ReconcilerOptions): Promise<number> {
  const { db, queues, logger, graceMs } = options;
  try {
    const rows = await findInFlight(db, graceMs, 500);
    const vanished: string[] = [];
    for (const row of rows) {
      const queue = queues[row.queue as QueueName];
      if (queue && !(await queue.getJob(row.id))) vanished.push(row.id);
    }
    const requeued = await resetDispatch(db, vanished);
    if (requeued > 0) {
      logger.warn({ count: requeued }, 'outbox rows whose jobs vanished were put back in line');
      options.onRequeued();
    }
    return requeued;
  } catch (error) {
    logger.warn({ err: error }, 'outbox reconcile pass failed; will retry');
    return 0;
  }
}
