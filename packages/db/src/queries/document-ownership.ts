import { DOCUMENT_REVIEW_MONTHS, type DocumentReviewPlan, type ReviewStage, REVIEW_REMINDER_DAYS_BEFORE } from '@vtrans/contracts/content-ownership';
import { addDays, addMonths } from '@vtrans/contracts/dates';
import { AppError } from '@vtrans/contracts/errors';
import { sql } from 'kysely';
import type { Db, DbOrTrx, Trx } from '../db';
import { recordAudit } from './audit';
import { enqueue } from './outbox';
import { adminsToRemind, writeOwedReminders } from './review-reminders';

/*
 * Owners and review-by dates of library documents (issue 63), as content has them
 * (content-ownership.ts, the same owner groups and reminder stages). Only a document the public
 * sees — in the library, not hidden, not archived, not in the trash — is reminded of or listed.
 */

const documentAudit = (trx: Trx, actorId: string, action: string, documentId: string, details: Record<string, unknown>) =>
  recordAudit(trx, { actorId, action, subject: `document:${documentId}`, details });

/** Documents the public sees: the ones a review-by date is about. */
const publicDocuments = (db: DbOrTrx) =>
  db.selectFrom('document_records as d').where('d.hidden', '=', false).where('d.archived', '=', false).where('d.trashed_at', 'is', null);

async function lockDocument(trx: Trx, documentId: string) {
  const document = await trx
    .selectFrom('document_records')
    .select(['owner_group_id', 'review_by', 'needs_review_at'])
    .where('id', '=', documentId)
    .where('trashed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!document) throw new AppError('not-found', 'No such document: it may have been moved to the trash.');
  return document;
}

/** A document's owner group and review-by date, as staff set them; audited with what they were. */
export async function setDocumentReviewPlan(trx: Trx, plan: DocumentReviewPlan, actorId: string): Promise<void> {
  const document = await lockDocument(trx, plan.documentId);
  const ownerGroupId = plan.ownerGroupId || null;
  if (ownerGroupId && !(await trx.selectFrom('owner_groups').select('id').where('id', '=', ownerGroupId).executeTakeFirst()))
    throw new AppError('invalid', 'Please choose an owner group from the list.', { fields: { ownerGroupId: 'Please choose an owner group from the list.' } });
  const reviewBy = plan.reviewBy;
  await trx.updateTable('document_records').set({ owner_group_id: ownerGroupId, review_by: reviewBy }).where('id', '=', plan.documentId).execute();
  await documentAudit(trx, actorId, 'document.review-plan', plan.documentId, {
    ownerGroupId,
    reviewBy,
    was: { ownerGroupId: document.owner_group_id, reviewBy: document.review_by },
  });
}

/** Someone looked at the document on `today` and it stays: the flag goes, and the next review is DOCUMENT_REVIEW_MONTHS on; audited. Answers that date. */
export async function markDocumentReviewed(trx: Trx, documentId: string, actorId: string, today: string): Promise<string> {
  const document = await lockDocument(trx, documentId);
  const next = addMonths(today, DOCUMENT_REVIEW_MONTHS);
  await trx
    .updateTable('document_records')
    .set({ review_by: next, needs_review_at: null, needs_review_by: null, needs_review_note: '' })
    .where('id', '=', documentId)
    .execute();
  await documentAudit(trx, actorId, 'document.reviewed', documentId, { reviewBy: next, was: document.review_by, flagged: document.needs_review_at !== null });
  return next;
}

/**
 * Flags a document the public sees for review, with why, without changing it (issue 63: "needs
 * review" on a live item): listed with those due until someone marks it reviewed; audited.
 */
export async function flagDocumentForReview(trx: Trx, documentId: string, note: string, actorId: string): Promise<void> {
  await lockDocument(trx, documentId);
  if (!(await publicDocuments(trx).select('d.id').where('d.id', '=', documentId).executeTakeFirst()))
    throw new AppError('conflict', 'Only a document in the public library is flagged for review: hidden, held and archived ones are not reminded of.');
  await trx
    .updateTable('document_records')
    .set({ needs_review_at: sql`now()`, needs_review_by: actorId, needs_review_note: note })
    .where('id', '=', documentId)
    .execute();
  await documentAudit(trx, actorId, 'document.needs-review', documentId, { note });
}

/** The reminder sweep's part for documents (hourly, with content's): each public document's owed reminder, written once. Answers how many. */
export async function remindDocumentReviews(db: Db, today: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const documents = await publicDocuments(trx)
      .select(['d.id', 'd.review_by'])
      .where('d.review_by', '<=', addDays(today, REVIEW_REMINDER_DAYS_BEFORE))
      .execute();
    return writeOwedReminders(documents, today, async (document, stage) => {
      const inserted = await trx
        .insertInto('document_review_reminders')
        .values({ document_id: document.id, review_by: document.review_by, stage })
        .onConflict((conflict) => conflict.doNothing())
        .returning('document_id')
        .executeTakeFirst();
      if (inserted)
        await enqueue(trx, { name: 'document.review-reminder', payload: { documentId: document.id, reviewBy: document.review_by, stage, on: today } });
      return Boolean(inserted);
    });
  });
}

/** What a document's reminder says and to whom; null when it moved on (reviewed, hidden, archived, trashed) since the sweep. */
export async function documentReviewReminderFacts(db: DbOrTrx, documentId: string, reviewBy: string, stage: ReviewStage) {
  const document = await publicDocuments(db)
    .leftJoin('owner_groups as g', 'g.id', 'd.owner_group_id')
    .select(['d.id', 'd.title', 'd.file_name', 'd.review_by', 'g.name as owner', 'g.email as owner_email'])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
  if (!document || document.review_by !== reviewBy) return null;
  return { ...document, admins: await adminsToRemind(db, stage, document.owner_email) };
}

/**
 * For the library: public documents flagged for review, past their date or due within the
 * reminder window — flagged first, then the most overdue — and how many public documents have no
 * owner group (counted, not listed: at first that is the whole library).
 */
export async function documentReviewWorkList(db: DbOrTrx, today: string) {
  const [due, { unowned }] = await Promise.all([
    publicDocuments(db)
      .leftJoin('owner_groups as g', 'g.id', 'd.owner_group_id')
      .leftJoin('users as u', 'u.id', 'd.needs_review_by')
      .select(['d.id', 'd.title', 'd.file_name', 'd.review_by', 'd.needs_review_note', 'g.name as owner', 'u.email as flagged_by'])
      .select(sql<boolean>`d.needs_review_at is not null`.as('flagged'))
      .where((eb) => eb.or([eb('d.review_by', '<=', addDays(today, REVIEW_REMINDER_DAYS_BEFORE)), eb('d.needs_review_at', 'is not', null)]))
      .orderBy(sql`d.needs_review_at is null`)
      .orderBy('d.review_by')
      .orderBy('d.title')
      .limit(1000)
      .execute(),
    publicDocuments(db)
      .select(sql<number>`count(*)::int`.as('unowned'))
      .where('d.owner_group_id', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { due: due.map((row) => ({ ...row, review_by: row.review_by!, overdue: row.review_by! < today })), unowned };
}

/** Every document's owner group, review-by date and "needs review" note, by id: the staff library shows them beside each document. */
export async function documentReviewPlans(
  db: DbOrTrx,
): Promise<Map<string, { owner_group_id: string | null; review_by: string | null; needs_review_at: Date | null; needs_review_note: string }>> {
  const rows = await db
    .selectFrom('document_records')
    .select(['id', 'owner_group_id', 'review_by', 'needs_review_at', 'needs_review_note'])
    .where('trashed_at', 'is', null)
    .execute();
  return new Map(rows.map(({ id, ...plan }) => [id, plan]));
}
