import type { Role } from '@vtrans/contracts/auth';
import { AppError } from '@vtrans/contracts/errors';
import { type ContentKind, contentKinds, itemTitle } from '@vtrans/contracts/content-editing';
import { type PublishingRuleKind, publishingRuleKinds } from '@vtrans/contracts/publishing-rules';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../db';
import { recordAudit } from './audit';
import { publicChangeOf } from './content-change-notes';
import { audit, latestRevision, lockAt } from './content-item-records';
import { enqueue } from './outbox';

/*
 * A second pair of eyes before content goes live (issue 63, decision 048). An editor submits the
 * latest revision; someone else with a content role, who wrote none of the changes since the
 * published version, approves that exact revision or sends it back with a note. Publishing and
 * scheduling (content-editing.ts) ask `assertApproved` first. An admin may publish at once without
 * approval, giving a reason: the publication is then listed until someone else approves it.
 */

export type ReviewDecision = 'approved' | 'returned';

/** A kind's rule as stored, or the default where there is none: it needs a second pair of eyes (the safe side). */
const ruleOrDefault = (row: { second_eyes: boolean } | undefined) => row?.second_eyes ?? true;

/** Whether each kind, content's and newsletter campaigns, needs a second pair of eyes. */
export async function publishingRules(db: DbOrTrx): Promise<Record<PublishingRuleKind, boolean>> {
  const rows = await db.selectFrom('publishing_rules').select(['kind', 'second_eyes']).execute();
  return Object.fromEntries(publishingRuleKinds.map((kind) => [kind, ruleOrDefault(rows.find((row) => row.kind === kind))])) as Record<
    PublishingRuleKind,
    boolean
  >;
}

export async function needsSecondEyes(db: DbOrTrx, kind: PublishingRuleKind): Promise<boolean> {
  return ruleOrDefault(await db.selectFrom('publishing_rules').select('second_eyes').where('kind', '=', kind).executeTakeFirst());
}

/** Changes which kinds need approval; each kind that changes gets its own audit entry. Answers the kinds changed. */
export async function setPublishingRules(trx: Trx, rules: Record<PublishingRuleKind, boolean>, actorId: string): Promise<PublishingRuleKind[]> {
  const before = await publishingRules(trx);
  const changed = publishingRuleKinds.filter((kind) => before[kind] !== rules[kind]);
  for (const kind of changed) {
    await trx
      .insertInto('publishing_rules')
      .values({ kind, second_eyes: rules[kind], updated_by: actorId })
      .onConflict((conflict) => conflict.column('kind').doUpdateSet({ second_eyes: rules[kind], updated_by: actorId, updated_at: sql`now()` }))
      .execute();
    await recordAudit(trx, { actorId, action: 'publishing.second-eyes', subject: `content-kind:${kind}`, details: { from: before[kind], to: rules[kind] } });
  }
  return changed;
}

const approvalOf = (db: DbOrTrx, itemId: string, revision: number) =>
  db
    .selectFrom('content_reviews')
    .select('id')
    .where('item_id', '=', itemId)
    .where('revision', '=', revision)
    .where('decision', '=', 'approved')
    .executeTakeFirst();

/** Whether the revision may go up: its kind needs no second pair of eyes, or someone approved it. */
export async function isCleared(db: DbOrTrx, item: { id: string; kind: string }, revision: number): Promise<boolean> {
  return !(await needsSecondEyes(db, item.kind as ContentKind)) || Boolean(await approvalOf(db, item.id, revision));
}

/** Refuses to publish or schedule a revision its kind says needs approval and nobody has approved. */
export async function assertApproved(trx: Trx, item: { id: string; kind: string }, revision: number): Promise<void> {
  if (await isCleared(trx, item, revision)) return;
  throw new AppError(
    'conflict',
    `Version ${revision} has not been approved. ${contentKinds[item.kind as ContentKind].plural} need a second pair of eyes: submit it for review, and another editor approves it before it goes on the site.`,
  );
}

/**
 * An admin's publication without approval (the caller publishes it in the same transaction): the
 * revision's review is marked an emergency, with the reason, and waits for approval afterwards.
 */
export async function recordEmergencyPublication(trx: Trx, item: { id: string; kind: string }, revision: number, actorId: string, reason: string) {
  const open = await trx
    .updateTable('content_reviews')
    .set({ emergency: true, submitted_by: actorId, submitted_at: sql`now()`, note: reason })
    .where('item_id', '=', item.id)
    .where('revision', '=', revision)
    .where('decision', 'is', null)
    .returning('id')
    .executeTakeFirst();
  const review =
    open ??
    (await trx
      .insertInto('content_reviews')
      .values({ item_id: item.id, revision, submitted_by: actorId, note: reason, emergency: true })
      .returning('id')
      .executeTakeFirstOrThrow());
  await audit(trx, actorId, 'content.emergency-publish', item.id, { kind: item.kind, revision, reason });
  await enqueue(trx, { name: 'content.review-step', payload: { reviewId: review.id, step: 'emergency' } });
}

/** Submits the latest revision for review. Answers its number; a revision already waiting is not submitted twice. */
export async function submitForReview(
  trx: Trx,
  itemId: string,
  version: number,
  actorId: string,
  note: string,
): Promise<{ revision: number; already: boolean }> {
  const item = await lockAt(trx, itemId, version);
  const latest = await latestRevision(trx, itemId);
  if (!(await needsSecondEyes(trx, item.kind as ContentKind)))
    throw new AppError('conflict', `${contentKinds[item.kind as ContentKind].plural} are published without review.`);
  if (item.published_revision === latest.number) throw new AppError('conflict', `Version ${latest.number} is on the site already.`);
  if (await approvalOf(trx, itemId, latest.number)) throw new AppError('conflict', `Version ${latest.number} is approved already: it can be published.`);
  const last = await trx
    .selectFrom('content_reviews')
    .select('decision')
    .where('item_id', '=', itemId)
    .where('revision', '=', latest.number)
    .orderBy('submitted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  // Sent back: the same words are not offered to another reviewer; a new version is.
  if (last?.decision === 'returned')
    throw new AppError('conflict', `Version ${latest.number} was sent back: change it and save a new version, then submit that.`);
  const inserted = await trx
    .insertInto('content_reviews')
    .values({ item_id: itemId, revision: latest.number, submitted_by: actorId, note })
    .onConflict((conflict) => conflict.columns(['item_id', 'revision']).where('decision', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    await audit(trx, actorId, 'content.submit', itemId, { kind: item.kind, revision: latest.number });
    // Its links to other sites are checked now, for the reviewer (processors/content.ts); those who may review it hear of it.
    await enqueue(trx, { name: 'content.submitted', payload: { itemId, revision: latest.number } });
    await enqueue(trx, { name: 'content.review-step', payload: { reviewId: inserted.id, step: 'submitted' } });
  }
  return { revision: latest.number, already: !inserted };
}

/**
 * Who does not decide on a review (issue 63: a second pair of eyes is someone else's): the one who
 * submitted it (or published it in an emergency), everyone who wrote a revision of it since the
 * version on the site (for an emergency, the revision itself), and whoever first wrote the same
 * words (a restore credits the restorer, not the writer). Ids; the pages compare by id too.
 */
export async function whoMayNotDecide(
  db: DbOrTrx,
  item: { id: string; published_revision: number | null },
  review: { revision: number; emergency: boolean; submitted_by: string | null },
): Promise<Set<string>> {
  const after = review.emergency
    ? review.revision - 1
    : item.published_revision !== null && item.published_revision < review.revision
      ? item.published_revision
      : 0;
  const rows = await db
    .selectFrom('content_revisions as r')
    .select('r.author_id')
    .where('r.item_id', '=', item.id)
    .where('r.author_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('r.number', '>', after), eb('r.number', '<=', review.revision)]),
        eb(
          'r.fields',
          '=',
          eb.selectFrom('content_revisions as w').select('w.fields').where('w.item_id', '=', item.id).where('w.number', '=', review.revision),
        ),
      ]),
    )
    .execute();
  return new Set([...rows.map((row) => row.author_id!), ...(review.submitted_by ? [review.submitted_by] : [])]);
}

/**
 * A reviewer's decision on the revision they were shown, which must still be the latest (a change
 * since is a conflict: they approve what they saw, nothing else). Nobody decides on their own
 * work: not the one who submitted or published it, nor anyone who wrote a revision since the one
 * on the site. A returned revision needs a note saying why.
 */
export async function decideReview(
  trx: Trx,
  { itemId, version, revision }: { itemId: string; version: number; revision: number },
  reviewerId: string,
  decision: ReviewDecision,
  note: string,
): Promise<{ emergency: boolean }> {
  const item = await lockAt(trx, itemId, version);
  const latest = await latestRevision(trx, itemId);
  const review = await trx
    .selectFrom('content_reviews')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('revision', '=', revision)
    .where('decision', 'is', null)
    .executeTakeFirst();
  if (!review) throw new AppError('conflict', `Version ${revision} is not waiting for review: someone may have decided on it already.`);
  // An emergency publication is approved as it went up; a submission only while it is the latest.
  if (!review.emergency && latest.number !== revision)
    throw new AppError(
      'conflict',
      `Version ${revision} is no longer the latest: version ${latest.number} was saved since. Review that one when it is submitted.`,
    );
  if (review.emergency && decision === 'returned')
    throw new AppError('invalid', 'An emergency publication is approved afterwards or taken off the site: it cannot be sent back.');
  const excluded = await whoMayNotDecide(trx, item, review);
  if (excluded.has(reviewerId))
    throw new AppError(
      'forbidden',
      review.emergency ? 'You published or wrote this version: someone else approves it.' : 'You wrote or submitted these changes: someone else reviews them.',
    );
  if (decision === 'returned' && !note.trim()) throw new AppError('invalid', 'Say what needs changing.', { fields: { note: 'Say what needs changing.' } });
  await trx
    .updateTable('content_reviews')
    .set({ decision, decided_by: reviewerId, decided_at: sql`now()`, decision_note: note })
    .where('id', '=', review.id)
    .execute();
  await audit(trx, reviewerId, decision === 'approved' ? 'content.approve' : 'content.return', itemId, {
    kind: item.kind,
    revision,
    emergency: review.emergency,
  });
  await enqueue(trx, { name: 'content.review-step', payload: { reviewId: review.id, step: decision } });
  return { emergency: review.emergency };
}

/** What waits for a reviewer: emergency publications not yet approved, then submissions of latest versions, oldest first. */
export async function listWaitingReviews(db: DbOrTrx) {
  const rows = await db
    .selectFrom('content_reviews as r')
    .innerJoin('content_items as i', 'i.id', 'r.item_id')
    .leftJoin('users as u', 'u.id', 'r.submitted_by')
    .select(['r.item_id', 'r.revision', 'r.submitted_at', 'r.note', 'r.emergency', 'i.kind', 'i.title', 'u.email as submitter'])
    .select((eb) =>
      eb
        .selectFrom('content_revisions')
        .select(sql<number>`max(number)`.as('latest'))
        .whereRef('item_id', '=', 'i.id')
        .as('latest_revision'),
    )
    .where('r.decision', 'is', null)
    // A submission overtaken by a later save is not decided any more (decideReview refuses it): the later one is submitted instead.
    .where((eb) =>
      eb.or([
        eb('r.emergency', '=', true),
        eb(
          'r.revision',
          '=',
          eb
            .selectFrom('content_revisions as v')
            .select(sql<number>`max(v.number)`.as('n'))
            .whereRef('v.item_id', '=', 'r.item_id'),
        ),
      ]),
    )
    .orderBy('r.emergency', 'desc')
    .orderBy('r.submitted_at')
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...row, kind: row.kind as ContentKind }));
}

/** Reviews with who submitted (`s`) and who decided (`d`), and what each page or e-mail reads of them. */
const reviewsWithPeople = (db: DbOrTrx) =>
  db
    .selectFrom('content_reviews as r')
    .leftJoin('users as s', 's.id', 'r.submitted_by')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .select(['r.revision', 'r.note', 'r.emergency', 'r.decision', 'r.decision_note', 's.email as submitter', 'd.email as decider']);

/** An item's reviews, newest first, with who submitted and who decided: its edit and review pages. */
export async function listItemReviews(db: DbOrTrx, itemId: string) {
  return reviewsWithPeople(db)
    .select(['r.submitted_at', 'r.decided_at'])
    .where('r.item_id', '=', itemId)
    .orderBy('r.submitted_at', 'desc')
    .limit(100)
    .execute();
}

/** What a reviewer compares: the revision waiting, and the one on the site (none for a first publication). */
export async function reviewComparison(db: DbOrTrx, itemId: string, revision: number) {
  const item = await db
    .selectFrom('content_items')
    .select(['id', 'kind', 'title', 'version', 'published_revision', 'public_key', 'status', 'publish_at'])
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) return null;
  const numbers = [revision, ...(item.published_revision !== null && item.published_revision !== revision ? [item.published_revision] : [])];
  const revisions = await db
    .selectFrom('content_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .select(['r.number', 'r.fields', 'r.created_at', 'u.email as author'])
    .where('r.item_id', '=', itemId)
    .where('r.number', 'in', numbers)
    .execute();
  const waiting = revisions.find((row) => row.number === revision);
  if (!waiting) return null;
  const onTheSite = revisions.find((row) => row.number === item.published_revision && row.number !== revision) ?? null;
  const open = await db
    .selectFrom('content_reviews')
    .select(['revision', 'emergency', 'submitted_by'])
    .where('item_id', '=', itemId)
    .where('revision', '=', revision)
    .where('decision', 'is', null)
    .executeTakeFirst();
  // Who does not decide on it (decideReview refuses them too), and who wrote its words, to say so.
  const excluded = open ? await whoMayNotDecide(db, item, open) : new Set<string>();
  const authors = await db
    .selectFrom('content_revisions as r')
    .innerJoin('users as u', 'u.id', 'r.author_id')
    .select('u.email')
    .distinct()
    .where('r.item_id', '=', itemId)
    .where('r.number', '>', item.published_revision !== null && item.published_revision < revision ? item.published_revision : 0)
    .where('r.number', '<=', revision)
    .execute();
  const latest = await latestRevision(db, itemId);
  return {
    item: { ...item, kind: item.kind as ContentKind },
    waiting,
    onTheSite,
    latest: latest.number,
    authors: authors.map((row) => row.email),
    excluded,
    title: itemTitle(item.kind as ContentKind, waiting.fields as Record<string, unknown>),
    // What the page's readers are told when it goes up (issue 63).
    history: await publicChangeOf(db, item, revision),
  };
}

/**
 * The addresses of every active member of staff with one of `roles` (editors and admins unless
 * said: content's, a campaign's and Spanish's reviewers) but those excluded (by id): who is asked to
 * decide on a review.
 */
export async function reviewersBesides(db: DbOrTrx, excluded: Set<string>, roles: readonly Role[] = ['editor', 'admin']): Promise<string[]> {
  const staff = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', 'in', [...roles])
    .where('disabled_at', 'is', null)
    .orderBy('email')
    .execute();
  return staff.filter((user) => !excluded.has(user.id)).map((user) => user.email);
}

/**
 * What an e-mail about a step of a review says, and to whom (issue 63: notifications on each step):
 * a submission or an emergency publication goes to every active editor and admin who may decide on
 * it; a decision goes to whoever submitted. Null when the review is gone.
 */
export async function reviewStepFacts(db: DbOrTrx, reviewId: string) {
  const review = await reviewsWithPeople(db)
    .innerJoin('content_items as i', 'i.id', 'r.item_id')
    .select(['r.id', 'r.item_id', 'r.submitted_by', 'i.kind', 'i.title', 'i.published_revision', sql<boolean>`s.disabled_at is null`.as('submitter_active')])
    .where('r.id', '=', reviewId)
    .executeTakeFirst();
  if (!review) return null;
  const excluded = await whoMayNotDecide(db, { id: review.item_id, published_revision: review.published_revision }, review);
  return { ...review, kind: review.kind as ContentKind, mayDecide: await reviewersBesides(db, excluded) };
}
