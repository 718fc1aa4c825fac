import { type Db, pruneCompletedOutbox, pruneEmailDeliveries } from '@vtrans/db';
import type { Logger } from '../logger';
import { Periodic } from '../periodic';

export interface PrunerOptions {
  db: Db;
  logger: Logger;
  /** Completed rows, and deliveries no job can repeat, older than this are deleted. */
  retentionMs: number;
  intervalMs: number;
}

/** Rows per delete: each batch is one short statement, so a large history never holds a long lock. */
const BATCH = 1_000;

/** Runs a batch delete until a batch comes back short; answers the total. */
async function drain(deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/**
 * Keeps the outbox from growing for ever: completed events older than the retention age go, in
 * batches, and so do e-mail deliveries whose event is gone. Failed events stay until an operator
 * retries or removes them, and with them their deliveries' keys. Several workers may prune at once;
 * each batch skips rows another one holds.
 */
export function outboxPruner(options: PrunerOptions): Periodic<{ events: number; deliveries: number }> {
  return new Periodic(() => prune(options), options.intervalMs, true);
}

/** One pass until nothing past the age is left; answers how many rows went. */
async function prune({ db, logger, retentionMs }: PrunerOptions): Promise<{ events: number; deliveries: number }> {
  const pruned = { events: 0, deliveries: 0 };
  try {
    pruned.events = await drain(() => pruneCompletedOutbox(db, retentionMs, BATCH));
    pruned.deliveries = await drain(() => pruneEmailDeliveries(db, retentionMs, BATCH));
    if (pruned.events + pruned.deliveries > 0) logger.info(pruned, 'pruned completed outbox events and their e-mail deliveries');
  } catch (error) {
    // The next pass tries again; nothing is lost by waiting.
    logger.error({ err: error }, 'outbox pruning failed');
  }
  return pruned;
}
