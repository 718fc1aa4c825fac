import { staffRoles } from '@vtrans/contracts/auth';
import { AppError } from '@vtrans/contracts/errors';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../db';
import { recordAudit } from './audit';
import { needsSecondEyes, reviewersBesides } from './content-reviews';
import { enqueue } from './outbox';

/*
 * A second pair of eyes before a library document reaches the public (issue 63, decision 054).
 * While library documents need one (`publishing_rules`, kind 'documents'), an upload is held:
 * hidden, with where it goes once approved in `awaiting_approval_as`, and submitted for review.
 * Another member of staff — not who uploaded it, submitted it or changed its details — approves it
 * as the library page shows it (the action compares the details it read), and only once its
 * accessibility check has finished; a PDF that failed it goes up only with a reason. An
 * administrator may publish a held document at once, giving a reason: it is then listed until
 * someone else approves it afterwards.
 */

export type DocumentReviewDecision = 'approved' | 'returned';

const subject = (documentId: string) => `document:${documentId}`;

/** Whether an upload now is held for a second pair of eyes. */
export const documentsNeedSecondEyes = (db: DbOrTrx) => needsSecondEyes(db, 'documents');

/** The document, locked, with what a decision on it needs; refused when it is not in the library. */
async function lockDocument(trx: Trx, documentId: string) {
  const document = await trx
    .selectFrom('documents')
    .select(['id', 'title', 'file_name', 'file_type', 'archived', 'awaiting_approval_as', 'accessibility_check', 'uploaded_by'])
    .where('id', '=', documentId)
    .forUpdate()
    .executeTakeFirst();
  if (!document) throw new AppError('not-found', 'No such document.');
  return document;
}

const openReviewOf = (db: DbOrTrx, documentId: string) =>
  db.selectFrom('document_reviews').selectAll().where('document_id', '=', documentId).where('decision', 'is', null).executeTakeFirst();

/**
 * Submits a held document for review (on upload, or again after it was sent back). Answers
 * whether one was waiting already, in which case nothing changes.
 */
export async function submitDocumentForReview(trx: Trx, documentId: string, actorId: string, note: string): Promise<{ already: boolean }> {
  const document = await lockDocument(trx, documentId);
  if (!document.awaiting_approval_as) throw new AppError('conflict', `${document.file_name} is on the site already.`);
  if (await openReviewOf(trx, documentId)) return { already: true };
  const { id } = await trx
    .insertInto('document_reviews')
    .values({ document_id: documentId, submitted_by: actorId, note })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, { actorId, action: 'document.submit', subject: subject(documentId), details: { note } });
  await enqueue(trx, { name: 'document.review-step', payload: { reviewId: id, step: 'submitted' } });
  return { already: false };
}

/** What makes someone one of a document's own people, in its audit log: they do not decide on its review. */
const ownActions = ['document.upload', 'document.update', 'document.submit', 'document.emergency-publish'];

/**
 * Who does not decide on each document's review, by document id: who uploaded it, submitted it (or
 * published it in an emergency) and changed its details — from its audit log, so an emergency
 * publication taking the place of a submission does not forget who submitted it. One query for all.
 */
async function whoMayNotDecideDocuments(db: DbOrTrx, documents: { id: string; uploaded_by: string | null }[]): Promise<Map<string, Set<string>>> {
  const excluded = new Map(documents.map((document) => [document.id, new Set(document.uploaded_by ? [document.uploaded_by] : [])]));
  if (documents.length === 0) return excluded;
  const rows = await db
    .selectFrom('audit_log')
    .select(['subject', 'actor_id'])
    .distinct()
    .where(
      'subject',
      'in',
      documents.map((document) => subject(document.id)),
    )
    .where('action', 'in', ownActions)
    .where('actor_id', 'is not', null)
    .execute();
  for (const row of rows) excluded.get(row.subject.slice('document:'.length))?.add(row.actor_id!);
  return excluded;
}

const whoMayNotDecideDocument = async (db: DbOrTrx, document: { id: string; uploaded_by: string | null }) =>
  (await whoMayNotDecideDocuments(db, [document])).get(document.id)!;

/** A held document goes where it was meant to go: listed, or in the hidden library. */
async function release(trx: Trx, documentId: string) {
  await trx
    .updateTable('document_records')
    .set({ hidden: sql`awaiting_approval_as = 'unlisted'`, awaiting_approval_as: null, updated_at: sql`now()` })
    .where('id', '=', documentId)
    .execute();
}

/**
 * A reviewer's decision on a held document (or on one an administrator published in an emergency,
 * which is approved afterwards or taken down, never sent back). Approval puts a held document on
 * the site at once. The caller has compared the details the reviewer read with the document's.
 */
export async function decideDocumentReview(
  trx: Trx,
  documentId: string,
  reviewerId: string,
  decision: DocumentReviewDecision,
  note: string,
): Promise<{ emergency: boolean }> {
  const document = await lockDocument(trx, documentId);
  const review = await openReviewOf(trx, documentId);
  if (!review) throw new AppError('conflict', `${document.file_name} is not waiting for review: someone may have decided on it already.`);
  if (review.emergency && decision === 'returned')
    throw new AppError('invalid', 'A document published in an emergency is approved afterwards or taken off the site: it cannot be sent back.');
  if ((await documentsNeedSecondEyes(trx)) && (await whoMayNotDecideDocument(trx, document)).has(reviewerId))
    throw new AppError('forbidden', 'You uploaded, submitted or changed this document: someone else reviews it.');
  if (decision === 'returned' && !note.trim()) throw new AppError('invalid', 'Say what needs changing.', { fields: { note: 'Say what needs changing.' } });
  // An emergency publication too: approved afterwards only once checked, and with a reason if it fails.
  if (decision === 'approved') assertDocumentMayGoUp(document, note);
  await trx
    .updateTable('document_reviews')
    .set({ decision, decided_by: reviewerId, decided_at: sql`now()`, decision_note: note })
    .where('id', '=', review.id)
    .execute();
  if (decision === 'approved' && document.awaiting_approval_as) await release(trx, documentId);
  await recordAudit(trx, {
    actorId: reviewerId,
    action: decision === 'approved' ? 'document.approve' : 'document.return',
    subject: subject(documentId),
    details: { emergency: review.emergency, note },
  });
  await enqueue(trx, { name: 'document.review-step', payload: { reviewId: review.id, step: decision } });
  return { emergency: review.emergency };
}

/**
 * A PDF goes up once its accessibility check has finished, and, when it failed, only with a reason
 * (issue 63: no file that fails the site's checks goes up without one, said and kept).
 */
export function assertDocumentMayGoUp(document: { file_name: string; accessibility_check: string }, reason: string) {
  if (document.accessibility_check === 'pending')
    throw new AppError('conflict', `${document.file_name} is still being checked for accessibility: decide once the check has finished (usually a minute).`);
  if (document.accessibility_check === 'failed' && !reason.trim()) {
    const message = `${document.file_name} fails the automated accessibility check: say why it goes up anyway (readers are told it fails, and may ask for another format).`;
    throw new AppError('invalid', message, { fields: { note: message } });
  }
}

/**
 * An administrator's publication of a held document without review (the rule's emergency): it goes
 * up at once, and its review is marked an emergency, with the reason, waiting for someone else to
 * approve it afterwards.
 */
export async function publishDocumentInEmergency(trx: Trx, documentId: string, adminId: string, reason: string): Promise<void> {
  const document = await lockDocument(trx, documentId);
  if (!document.awaiting_approval_as) throw new AppError('conflict', `${document.file_name} is on the site already.`);
  if (!reason.trim()) throw new AppError('invalid', 'Say why it cannot wait for review.', { fields: { reason: 'Say why it cannot wait for review.' } });
  const open = await trx
    .updateTable('document_reviews')
    .set({ emergency: true, submitted_by: adminId, submitted_at: sql`now()`, note: reason })
    .where('document_id', '=', documentId)
    .where('decision', 'is', null)
    .returning('id')
    .executeTakeFirst();
  const review =
    open ??
    (await trx
      .insertInto('document_reviews')
      .values({ document_id: documentId, submitted_by: adminId, note: reason, emergency: true })
      .returning('id')
      .executeTakeFirstOrThrow());
  await release(trx, documentId);
  await recordAudit(trx, { actorId: adminId, action: 'document.emergency-publish', subject: subject(documentId), details: { reason } });
  await enqueue(trx, { name: 'document.review-step', payload: { reviewId: review.id, step: 'emergency' } });
}

/** Reviews with who submitted (`s`) and who decided (`d`). */
const reviewsWithPeople = (db: DbOrTrx) =>
  db
    .selectFrom('document_reviews as r')
    .leftJoin('users as s', 's.id', 'r.submitted_by')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.document_id',
      'r.submitted_by',
      'r.submitted_at',
      'r.note',
      'r.emergency',
      'r.decision',
      'r.decision_note',
      'r.decided_at',
      's.email as submitter',
      'd.email as decider',
    ]);

/**
 * What waits for a second pair of eyes in the library, emergencies first then oldest first: every
 * held document (waiting, or sent back and not yet submitted again) and every emergency
 * publication not yet approved, each with its last review, its details as staff set them (what a
 * decision compares), and whether `viewerId` may decide on it.
 */
export async function documentReviewQueue(db: DbOrTrx, viewerId: string) {
  const reviews = await reviewsWithPeople(db)
    .innerJoin('documents as doc', 'doc.id', 'r.document_id')
    .leftJoin('users as u', 'u.id', 'doc.uploaded_by')
    .select([
      'doc.title',
      'doc.file_name',
      'doc.file_type',
      'doc.description',
      'doc.published_on',
      'doc.archived',
      'doc.awaiting_approval_as',
      'doc.accessibility_check',
      'doc.uploaded_by',
      'u.email as uploader',
    ])
    // Hidden as staff set it (documentForChange's reading): a held one by where it goes once approved.
    .select(sql<boolean>`coalesce(doc.awaiting_approval_as = 'unlisted', doc.hidden)`.as('hidden'))
    .select(sql<string[]>`array(select t.name from document_tags dt join tags t on t.id = dt.tag_id where dt.document_id = doc.id order by t.name)`.as('tags'))
    // The latest review of each document.
    .where(sql<boolean>`r.submitted_at = (select max(l.submitted_at) from document_reviews l where l.document_id = r.document_id)`)
    .where((eb) => eb.or([eb('doc.awaiting_approval_as', 'is not', null), eb.and([eb('r.emergency', '=', true), eb('r.decision', 'is', null)])]))
    .orderBy('r.emergency', 'desc')
    .orderBy('r.submitted_at')
    .limit(500)
    .execute();
  const [rule, excluded] = await Promise.all([
    documentsNeedSecondEyes(db),
    whoMayNotDecideDocuments(
      db,
      reviews.map((review) => ({ id: review.document_id, uploaded_by: review.uploaded_by })),
    ),
  ]);
  return reviews.map((review) => ({
    ...review,
    waiting: review.decision === null,
    viewerMayDecide: review.decision === null && (!rule || !excluded.get(review.document_id)!.has(viewerId)),
  }));
}

/**
 * What an e-mail about a step of a document's review says, and to whom: a submission or an
 * emergency publication goes to every active member of staff who may decide; a decision to whoever
 * submitted. Null when the review (or its document) is gone.
 */
export async function documentReviewStepFacts(db: DbOrTrx, reviewId: string) {
  const review = await reviewsWithPeople(db)
    .innerJoin('documents as doc', 'doc.id', 'r.document_id')
    .select([
      'doc.title',
      'doc.file_name',
      'doc.archived',
      'doc.awaiting_approval_as',
      'doc.uploaded_by',
      sql<boolean>`s.disabled_at is null`.as('submitter_active'),
    ])
    .where('r.id', '=', reviewId)
    .executeTakeFirst();
  if (!review) return null;
  const excluded = await whoMayNotDecideDocument(db, { id: review.document_id, uploaded_by: review.uploaded_by });
  // Documents are staff's (reviewers and admins), not editors'.
  return { ...review, mayDecide: await reviewersBesides(db, excluded, staffRoles) };
}
