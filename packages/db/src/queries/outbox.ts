import { type EmailJob, type OutboxEvent, queueForEvent } from '@vtrans/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, DbOrTrx } from '../db';
import type { Database } from '../types';

/**
 * Writes an event into the outbox inside the caller's transaction, so the event exists if and
 * only if the change that caused it commits. Returns the outbox id (which becomes the job id).
 */
export async function enqueue(trx: Transaction<Database>, event: OutboxEvent): Promise<string> {
  const row = await trx
    .insertInto('outbox')
    .values({ event: event.name, queue: queueForEvent(event.name), payload: JSON.stringify(event.payload) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Where a notice for staff goes, and the site's address for the links in it. */
export interface StaffNotice {
  staffAddress: string;
  siteUrl: string;
}

/** A system-notice e-mail (recipients, optional reply-to, subject, heading, paragraphs, action), queued in the caller's transaction. */
export function enqueueSystemNotice(trx: Transaction<Database>, email: Omit<Extract<EmailJob, { template: 'system-notice' }>, 'template'>): Promise<string> {
  return enqueue(trx, { name: 'email.send', payload: { template: 'system-notice', ...email } });
}

export type ClaimedOutboxRow = { id: string; event: string; queue: string; payload: unknown };

/**
 * Locks up to `limit` undispatched rows for this transaction. SKIP LOCKED lets several relays run
 * side by side without ever taking the same row.
 */
export async function claimUndispatched(trx: Transaction<Database>, limit: number): Promise<ClaimedOutboxRow[]> {
  return trx
    .selectFrom('outbox')
    .select(['id', 'event', 'queue', 'payload'])
    .where('dispatched_at', 'is', null)
    .orderBy('seq')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markDispatched(trx: Transaction<Database>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('outbox')
    .set({ dispatched_at: sql`now()`, dispatch_count: sql`dispatch_count + 1` })
    .where('id', 'in', ids)
    .execute();
}

export async function markCompleted(db: DbOrTrx, id: string): Promise<void> {
  await db.updateTable('outbox').set({ completed_at: sql`now()`, last_error: null }).where('id', '=', id).execute();
}

export async function markFailed(db: DbOrTrx, id: string, error: string): Promise<void> {
  await db.updateTable('outbox').set({ failed_at: sql`now()`, last_error: error }).where('id', '=', id).execute();
}

/** Rows handed to BullMQ at least `olderThanMs` ago whose job has neither completed nor failed. */
export async function findInFlight(db: Db, olderThanMs: number, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'queue'])
    .where('dispatched_at', 'is not', null)
    .where('completed_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('dispatched_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .orderBy('dispatched_at')
    .limit(limit)
    .execute();
}

/** Puts rows back in line for the relay (their jobs vanished from Redis). */
export async function resetDispatch(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('outbox')
    .set({ dispatched_at: null })
    .where('id', 'in', ids)
    .where('completed_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
