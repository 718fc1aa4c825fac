import { type OutboxEvent, queueForEvent } from '@vtrans/contracts/events';
import { sql, type Transaction } from 'kysely';
import type { Db, DbOrTrx } from '../db';
import type { Database } from '../types';

/**
 * Writes an event into the outbox inside the caller's transaction, so the event exists if and
 * only if the change that caused it commits. Returns the outbox id (which becomes the job id).
 */
export async function enqueue(trx: Transaction<Database>, event: OutboxEvent, options: { runAfter?: Date } = {}): Promise<string> {
  const row = await trx
    .insertInto('outbox')
    .values({ event: event.name, queue: queueForEvent(event.name), payload: JSON.stringify(event.payload), run_after: options.runAfter ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type ClaimedOutboxRow = { id: string; event: string; queue: string; payload: unknown; run_after: Date | null };

/**
 * Locks up to `limit` undispatched rows for this transaction. SKIP LOCKED lets several relays run
 * side by side without ever taking the same row.
 */
export async function claimUndispatched(trx: Transaction<Database>, limit: number): Promise<ClaimedOutboxRow[]> {
  return trx
    .selectFrom('outbox')
    .select(['id', 'event', 'queue', 'payload', 'run_after'])
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

/** The columns that replace a payload with what is kept of it at rest; none when it is kept as it was. */
function replacedPayload(payloadAtRest: unknown): { payload?: string } {
  return payloadAtRest === undefined ? {} : { payload: JSON.stringify(payloadAtRest) };
}

/**
 * The event's job is done. `payloadAtRest` (contracts' payloadAtRest) replaces the payload when
 * the event carried a secret, so the row keeps nothing usable.
 */
export async function markCompleted(db: DbOrTrx, id: string, payloadAtRest?: unknown): Promise<void> {
  await db
    .updateTable('outbox')
    // A try taken over after the row was marked failed (its worker killed before the job ended) may still complete it.
    .set({ completed_at: sql`now()`, failed_at: null, last_error: null, ...replacedPayload(payloadAtRest) })
    .where('id', '=', id)
    .execute();
}

/** The event's job failed for good (or staff removed it); a completed event stays completed. */
export async function markFailed(db: DbOrTrx, id: string, error: string, payloadAtRest?: unknown): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ failed_at: sql`now()`, last_error: error, ...replacedPayload(payloadAtRest) })
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .execute();
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

/**
 * Deletes up to `batch` completed rows that completed more than `olderThanMs` ago, oldest first;
 * returns how many. One short statement per batch (rows another pruner holds are skipped), so a
 * large backlog never holds a long lock. Failed rows stay until an operator acts on them.
 */
export async function pruneCompletedOutbox(db: DbOrTrx, olderThanMs: number, batch: number): Promise<number> {
  const result = await sql`
    delete from outbox where id in (
      select id from outbox
      where completed_at is not null and completed_at < now() - make_interval(secs => ${olderThanMs / 1000})
      order by completed_at limit ${batch} for update skip locked)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Deletes up to `batch` e-mail deliveries older than `olderThanMs` whose outbox row is gone (so no
 * job can run for them again); returns how many. A delivery whose row still exists — a failed event
 * an operator may retry — keeps its key, so a retry never sends twice.
 */
export async function pruneEmailDeliveries(db: DbOrTrx, olderThanMs: number, batch: number): Promise<number> {
  // The key is the outbox id, or the outbox id and a notification's name (`<id>.<name>`).
  const result = await sql`
    delete from email_deliveries where idempotency_key in (
      select d.idempotency_key from email_deliveries d
      where d.sent_at < now() - make_interval(secs => ${olderThanMs / 1000})
        and not exists (
          select 1 from outbox o
          -- Compared as a uuid, so the primary key answers; a key that is no uuid matches no row (the
          -- key of a campaign e-mail, campaign.<id>.<subscriber>: its recipient row, not this, stops a second send).
          where o.id = case when split_part(d.idempotency_key, '.', 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                            then split_part(d.idempotency_key, '.', 1)::uuid end)
      order by d.sent_at limit ${batch} for update skip locked)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export interface OutboxBacklog {
  /** Committed events not yet handed to BullMQ. */
  undispatched: number;
  /** When the oldest of those was written; null when there are none. */
  oldestUndispatchedAt: Date | null;
  /** Handed to BullMQ, neither completed nor failed yet. */
  inFlight: number;
  failed: number;
  /** The table's size on disk with its indexes, and Postgres's estimate of its rows (kept small by pruning). */
  tableBytes: number;
  rowsEstimate: number;
}

/**
 * The outbox's backlog for operators: how much waits for the relay and for how long (the relay's
 * lag), and how much is on the queues. Each count reads one partial index (undispatched, in
 * flight, failed), so the completed history never gets scanned.
 */
export async function outboxBacklog(db: DbOrTrx): Promise<OutboxBacklog> {
  const { rows } = await sql<{
    undispatched: string;
    oldest_undispatched_at: Date | null;
    in_flight: string;
    failed: string;
    table_bytes: string;
    rows_estimate: number;
  }>`
    select
      (select count(*) from outbox where dispatched_at is null) as undispatched,
      (select min(created_at) from outbox where dispatched_at is null) as oldest_undispatched_at,
      (select count(*) from outbox where dispatched_at is not null and completed_at is null and failed_at is null) as in_flight,
      (select count(*) from outbox where failed_at is not null) as failed,
      pg_total_relation_size('outbox') as table_bytes,
      -- reltuples is -1 until the table is first analysed.
      (select greatest(reltuples, 0)::float8 from pg_class where oid = 'outbox'::regclass) as rows_estimate
  `.execute(db);
  const row = rows[0]!;
  return {
    undispatched: Number(row.undispatched),
    oldestUndispatchedAt: row.oldest_undispatched_at,
    inFlight: Number(row.in_flight),
    failed: Number(row.failed),
    tableBytes: Number(row.table_bytes),
    rowsEstimate: Math.round(row.rows_estimate),
  };
}

export type OutboxEventRow = {
  id: string;
  event: string;
  queue: string;
  /** As stored: once done, without the secret of an event that carried one; before that, with it (a live link's token). Never for a page to show. */
  payload: unknown;
  created_at: Date;
  completed_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
};

/** `{field: value}` as the payload may hold it: a string, and also a number when it reads as one. */
function payloadMatches(field: string, value: string): Record<string, string | number>[] {
  const asNumber = Number(value);
  return value.trim() !== '' && Number.isFinite(asNumber) ? [{ [field]: value }, { [field]: asNumber }] : [{ [field]: value }];
}

/**
 * Events whose payload has `field` equal to `value` (`submissionId` "12" finds the number 12 too),
 * newest first, by containment so the payload's GIN index answers. This is how operators find a
 * job by what it is about: the job id is the outbox id.
 */
export async function findOutboxEventsByPayload(db: DbOrTrx, field: string, value: string, limit = 50): Promise<OutboxEventRow[]> {
  return db
    .selectFrom('outbox')
    .select(['id', 'event', 'queue', 'payload', 'created_at', 'completed_at', 'failed_at', 'last_error'])
    .where((eb) => eb.or(payloadMatches(field, value).map((match) => eb(sql`payload`, '@>', sql`${JSON.stringify(match)}::jsonb`))))
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}

export async function findOutboxEvent(db: DbOrTrx, id: string): Promise<OutboxEventRow | undefined> {
  return db
    .selectFrom('outbox')
    .select(['id', 'event', 'queue', 'payload', 'created_at', 'completed_at', 'failed_at', 'last_error'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Staff retried a failed job: the row is in flight again (so the reconciler watches it once more). */
export async function markRetried(db: DbOrTrx, id: string): Promise<void> {
  await db.updateTable('outbox').set({ failed_at: null, last_error: null }).where('id', '=', id).where('completed_at', 'is', null).execute();
}
