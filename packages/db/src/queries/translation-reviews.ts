import { AppError } from '@vtrans/contracts/errors';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../db';
import { recordAudit } from './audit';
import { needsSecondEyes, reviewersBesides } from './content-reviews';
import { assertFieldsOfKind, englishChanged, lockTranslatableItem, saveTranslation, type TranslationLanguage } from './content-translations';
import type { TranslatableKind, TranslationFields } from '@vtrans/contracts/translatable';
import { enqueue } from './outbox';

/*
 * A second pair of eyes on pages' Spanish (issue 63, decision 055), as the English has
 * (content-reviews.ts). While Spanish versions need one (`publishing_rules`, kind 'translations'),
 * an editor submits the Spanish — or that the Spanish still says the same after the English
 * changed — and another editor approves exactly that submission, which then goes on the site
 * (saveTranslation), or sends it back with a note. A later submission takes the place of one
 * waiting. Nobody who submitted Spanish for the page since the last approval decides on it.
 */

/** A reviewer's decision; a submission is also 'replaced' when newer Spanish takes its place. */
export type TranslationReviewDecision = 'approved' | 'returned';

export const translationsNeedSecondEyes = (db: DbOrTrx) => needsSecondEyes(db, 'translations');

/**
 * Submits Spanish for review (`fields`), or that the Spanish on the site still says English
 * revision `englishRevision` (`fields` null), in place of any submission waiting. Refused when the
 * English was published again since the editor read it, as a save is. Audited.
 */
export async function submitTranslationForReview(
  trx: Trx,
  change: { itemId: string; language: TranslationLanguage; englishRevision: number; fields: TranslationFields | null; note: string; actorId: string },
): Promise<void> {
  const item = await lockTranslatableItem(trx, change.itemId);
  assertFieldsOfKind(item.kind, change.fields);
  if (item.published_revision !== change.englishRevision) throw englishChanged();
  if (!change.fields) {
    const translation = await trx
      .selectFrom('content_translations')
      .select('translates_revision')
      .where('item_id', '=', change.itemId)
      .where('language', '=', change.language)
      .executeTakeFirst();
    if (!translation) throw new AppError('not-found', 'There is no translation to confirm: write one first.');
    if (translation.translates_revision === change.englishRevision) throw new AppError('conflict', 'The Spanish is current already.');
  }
  // Spanish submitted before is not decided any more: this takes its place (and its writer stays one of the writers).
  await trx
    .updateTable('translation_reviews')
    .set({ decision: 'replaced', decided_by: change.actorId, decided_at: sql`now()` })
    .where('item_id', '=', change.itemId)
    .where('language', '=', change.language)
    .where('decision', 'is', null)
    .execute();
  const { id } = await trx
    .insertInto('translation_reviews')
    .values({
      item_id: change.itemId,
      language: change.language,
      fields: change.fields ? JSON.stringify(change.fields) : null,
      translates_revision: change.englishRevision,
      submitted_by: change.actorId,
      note: change.note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    actorId: change.actorId,
    action: 'content.translation-submit',
    subject: `content:${change.itemId}`,
    details: { language: change.language, englishRevision: change.englishRevision, confirmation: change.fields === null },
  });
  await enqueue(trx, { name: 'translation.review-step', payload: { reviewId: id, step: 'submitted' } });
}

/** Who submitted Spanish for the page since its last approval (the one waiting's writer too): none of them decides on it. */
async function whoMayNotDecideTranslation(db: DbOrTrx, review: { item_id: string; language: TranslationLanguage; submitted_by: string | null }) {
  const rows = await db
    .selectFrom('translation_reviews as r')
    .select('r.submitted_by')
    .where('r.item_id', '=', review.item_id)
    .where('r.language', '=', review.language)
    .where('r.submitted_by', 'is not', null)
    .where((eb) =>
      eb(
        'r.submitted_at',
        '>',
        sql<Date>`coalesce((select max(a.decided_at) from translation_reviews a where a.item_id = r.item_id and a.language = r.language and a.decision = 'approved'), '-infinity')`,
      ),
    )
    .execute();
  return new Set([...rows.map((row) => row.submitted_by!), ...(review.submitted_by ? [review.submitted_by] : [])]);
}

/** The submission a reviewer read, while it is the one waiting; a conflict once it was decided or replaced. */
export async function waitingTranslationReview(db: DbOrTrx, itemId: string, reviewId: string) {
  const review = await db.selectFrom('translation_reviews').selectAll().where('item_id', '=', itemId).where('decision', 'is', null).executeTakeFirst();
  if (!review || review.id !== reviewId)
    throw new AppError('conflict', 'This Spanish is no longer waiting for review: someone decided on it, or submitted newer Spanish since. Reload to see.');
  return review;
}

/**
 * A reviewer's decision on the submission they read (`reviewId`: a later one since is a
 * conflict). Approval puts it on the site in the same transaction — refused, like a save, when
 * the English was published again since it was written. A return needs a note.
 */
export async function decideTranslationReview(
  trx: Trx,
  { itemId, reviewId }: { itemId: string; reviewId: string },
  reviewerId: string,
  decision: TranslationReviewDecision,
  note: string,
): Promise<void> {
  await lockTranslatableItem(trx, itemId);
  const review = await waitingTranslationReview(trx, itemId, reviewId);
  if ((await translationsNeedSecondEyes(trx)) && (await whoMayNotDecideTranslation(trx, review)).has(reviewerId))
    throw new AppError('forbidden', 'You wrote or submitted this Spanish: another editor reviews it.');
  if (decision === 'returned' && !note.trim()) throw new AppError('invalid', 'Say what needs changing.', { fields: { note: 'Say what needs changing.' } });
  if (decision === 'approved') {
    await saveTranslation(trx, {
      itemId,
      language: review.language as TranslationLanguage,
      englishRevision: review.translates_revision,
      fields: review.fields as TranslationFields | null,
      actorId: reviewerId,
      writtenBy: review.submitted_by,
    });
  }
  await trx
    .updateTable('translation_reviews')
    .set({ decision, decided_by: reviewerId, decided_at: sql`now()`, decision_note: note })
    .where('id', '=', review.id)
    .execute();
  if (decision === 'returned') {
    await recordAudit(trx, {
      actorId: reviewerId,
      action: 'content.translation-return',
      subject: `content:${itemId}`,
      details: { language: review.language, englishRevision: review.translates_revision, note },
    });
  }
  await enqueue(trx, { name: 'translation.review-step', payload: { reviewId: review.id, step: decision } });
}

/** Reviews with who submitted (`s`) and who decided (`d`), and the page they are of (`i`). */
const reviewsWithPeople = (db: DbOrTrx) =>
  db
    .selectFrom('translation_reviews as r')
    .innerJoin('content_items as i', 'i.id', 'r.item_id')
    .leftJoin('users as s', 's.id', 'r.submitted_by')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.item_id',
      'r.language',
      'r.fields',
      'r.translates_revision',
      'r.submitted_by',
      'r.submitted_at',
      'r.note',
      'r.decision',
      'r.decided_at',
      'r.decision_note',
      'i.title',
      // Only the translatable kinds have reviews (contracts/translatable.ts).
      sql<TranslatableKind>`i.kind`.as('kind'),
      'i.public_key as route',
      's.email as submitter',
      'd.email as decider',
    ]);

/**
 * A page's Spanish review as its translation page shows it: whether Spanish versions need one, the
 * submission waiting (and whether `viewerId` may decide on it), and the last one sent back.
 */
export async function translationReviewState(db: DbOrTrx, itemId: string, language: TranslationLanguage, viewerId: string) {
  const [required, latest] = await Promise.all([
    translationsNeedSecondEyes(db),
    reviewsWithPeople(db).where('r.item_id', '=', itemId).where('r.language', '=', language).orderBy('r.submitted_at', 'desc').limit(1).executeTakeFirst(),
  ]);
  const waiting = latest && latest.decision === null ? { ...latest, fields: latest.fields as TranslationFields | null } : null;
  return {
    required,
    waiting,
    returned: latest?.decision === 'returned' ? latest : null,
    viewerMayDecide: waiting !== null && (!required || !(await whoMayNotDecideTranslation(db, waiting)).has(viewerId)),
  };
}

/** Spanish waiting for a reviewer, oldest first: the reviews page. */
export async function listWaitingTranslationReviews(db: DbOrTrx) {
  // An item taken off the site is not decided on until it is back (its Spanish is of a published item).
  return reviewsWithPeople(db).where('r.decision', 'is', null).where('i.published_revision', 'is not', null).orderBy('r.submitted_at').limit(500).execute();
}

/**
 * What an e-mail about a step of a Spanish review says, and to whom: a submission to every active
 * editor and admin who may decide, the decision to whoever submitted. Null when it is gone.
 */
export async function translationReviewStepFacts(db: DbOrTrx, reviewId: string) {
  const review = await reviewsWithPeople(db)
    .select(sql<boolean>`s.disabled_at is null`.as('submitter_active'))
    .where('r.id', '=', reviewId)
    .executeTakeFirst();
  if (!review) return null;
  return { ...review, mayDecide: await reviewersBesides(db, await whoMayNotDecideTranslation(db, review)) };
}
