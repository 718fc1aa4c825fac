import { virginiaToday } from '@vtrans/contracts/dates';
import { sql, type Transaction } from 'kysely';
import type { Db, DbOrTrx } from '../db';
import type { Database } from '../types';
import { recordAudit } from './audit';
import { enqueue } from './outbox';
import { deleteDocument } from './documents';

/** Days a document stays in the trash, restorable, before the purge removes it for good. */
export const TRASH_DAYS = 30;

/** What removing a document would touch, read where the removal is decided (the confirmation's numbers). */
export interface DocumentRemovalEffects {
  id: string;
  title: string;
  fileName: string;
  hidden: boolean;
  /** Requests for an accessible format still open: they stay, and stay staff's to finish. */
  openRequests: { name: string; dueOn: string }[];
  /** Every request ever made for it (open or not): kept whatever happens to the file. */
  requests: number;
  /** Comment periods whose document it is: their pages show no document while it is in the trash. */
  periods: string[];
  /** Downloads in the 90 days before today (Virginia): today's would change the statement while it is read. */
  recentDownloads: number;
}

/**
 * In the transaction that will trash it: the document's row is locked, so a request made meanwhile
 * (its foreign key waits on the lock) comes after the statement, not between it and the trashing.
 */
export async function documentRemovalEffects(trx: Transaction<Database>, id: string): Promise<DocumentRemovalEffects | null> {
  const document = await trx.selectFrom('documents').select(['id', 'title', 'file_name', 'hidden']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!document) return null;
  const [requests, periods, downloads] = await Promise.all([
    trx.selectFrom('accessibility_requests').select(['name', 'due_on', 'status']).where('document_id', '=', id).orderBy('due_on').execute(),
    trx.selectFrom('comment_periods').select('title').where('document_id', '=', id).orderBy('title').execute(),
    trx
      .selectFrom('document_downloads')
      .select(sql<number>`coalesce(sum(downloads), 0)::int`.as('total'))
      .where('document_id', '=', id)
      .where('day', '>=', sql<string>`${virginiaToday()}::date - 90`)
      .where('day', '<', sql<string>`${virginiaToday()}::date`)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    id: document.id,
    title: document.title,
    fileName: document.file_name,
    hidden: document.hidden,
    openRequests: requests
      .filter((request) => request.status === 'received' || request.status === 'in-progress')
      .map((request) => ({ name: request.name, dueOn: request.due_on })),
    requests: requests.length,
    periods: periods.map((period) => period.title),
    recentDownloads: downloads.total,
  };
}

/** Moves a document to the trash: gone from every public page, search and its address at once; answers false when it is not in the library. */
export async function trashDocument(trx: Transaction<Database>, id: string, actorId: string): Promise<boolean> {
  const moved = await trx
    .updateTable('document_records')
    .set({ trashed_at: sql`now()`, trashed_by: actorId })
    .where('id', '=', id)
    .where('trashed_at', 'is', null)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/**
 * Takes a document out of the trash as it was: its tags, web version, text and downloads were
 * never removed, and its search entry is made again by the index's trigger. (No other document can
 * have taken its file name meanwhile: names are unique over the trash too.) False when it is not in the trash.
 */
export async function restoreDocument(trx: Transaction<Database>, id: string): Promise<boolean> {
  const trashed = await trx
    .selectFrom('document_records')
    .select('extraction')
    .where('id', '=', id)
    .where('trashed_at', 'is not', null)
    .forUpdate()
    .executeTakeFirst();
  if (!trashed) return false;
  await trx.updateTable('document_records').set({ trashed_at: null, trashed_by: null }).where('id', '=', id).execute();
  // Its analysis skipped it while it was in the trash: it is read now.
  if (trashed.extraction === 'pending') await enqueue(trx, { name: 'document.extract', payload: { documentId: id } });
  return true;
}

/** The trash, newest first, with who put each document there and the day the purge takes it. */
export async function listTrashedDocuments(db: DbOrTrx) {
  return db
    .selectFrom('document_records as d')
    .leftJoin('users as u', 'u.id', 'd.trashed_by')
    .select([
      'd.id',
      'd.title',
      'd.file_name',
      'd.trashed_at',
      sql<string>`coalesce(u.email, '')`.as('trashed_by_email'),
      sql<string>`to_char(((d.trashed_at at time zone 'America/New_York') + make_interval(days => ${TRASH_DAYS}))::date, 'YYYY-MM-DD')`.as('purged_on'),
      sql<number>`(select count(*)::int from accessibility_requests r where r.document_id = d.id)`.as('requests'),
    ])
    .where('d.trashed_at', 'is not', null)
    .orderBy('d.trashed_at', 'desc')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, trashed_at: row.trashed_at! })));
}

/** A document in the trash, by id: a comment period or a content item that names it keeps naming it while it is there. */
export async function findTrashedDocument(db: DbOrTrx, id: string) {
  return db.selectFrom('document_records').select(['id', 'title']).where('id', '=', id).where('trashed_at', 'is not', null).executeTakeFirst();
}

/** A document in the trash whose file name is this one: a new upload of the same name must wait for it. */
export async function findTrashedDocumentByFileName(db: DbOrTrx, fileName: string) {
  return db.selectFrom('document_records').select(['id', 'title']).where('file_name', '=', fileName).where('trashed_at', 'is not', null).executeTakeFirst();
}

/** Trashed on a Virginia day more than TRASH_DAYS before today's: the night after the day the trash list names. */
const purgeDue = (now: Date) => sql<boolean>`(trashed_at at time zone 'America/New_York')::date + ${TRASH_DAYS}::int < ${virginiaToday(now)}::date`;

/**
 * The purge: every document in the trash for more than TRASH_DAYS (whole Virginia days) removed
 * for good, with its tags, web version, text and downloads; its requests stay, naming it (their
 * link becomes null). One transaction per document, which checks again that it is still due (it
 * may have been restored and trashed again), so a failure leaves the rest done. Answers the
 * storage keys of the files to remove, which the caller removes once the rows are gone (a file
 * without a row is harmless, a row without its file is not).
 */
export async function purgeTrashedDocuments(db: Db, now = new Date()): Promise<string[]> {
  const due = await db.selectFrom('document_records').select('id').where('trashed_at', 'is not', null).where(purgeDue(now)).execute();
  const keys: string[] = [];
  for (const { id } of due) {
    const key = await db.transaction().execute(async (trx) => {
      const still = await trx
        .selectFrom('document_records')
        .select(['title', 'file_name'])
        .where('id', '=', id)
        .where('trashed_at', 'is not', null)
        .where(purgeDue(now))
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!still) return null;
      await recordAudit(trx, {
        actorId: null,
        action: 'document.purge',
        subject: `document:${id}`,
        details: { title: still.title, fileName: still.file_name, afterDays: TRASH_DAYS },
      });
      return deleteDocument(trx, id);
    });
    if (key) keys.push(key);
  }
  return keys;
}
