import { type ContentKind, contentKinds } from '@vtrans/contracts/content-editing';
import { reviewMonths, type ReviewPlan, type ReviewStage, REVIEW_REMINDER_DAYS_BEFORE } from '@vtrans/contracts/content-ownership';
import { addDays, addMonths } from '@vtrans/contracts/dates';
import { AppError } from '@vtrans/contracts/errors';
import { sql } from 'kysely';
import type { Db, DbOrTrx, Trx } from '../db';
import { recordAudit } from './audit';
import { audit } from './content-item-records';
import { enqueue } from './outbox';
import { adminsToRemind, writeOwedReminders } from './review-reminders';

/*
 * Owners and review-by dates of content (issue 63): the groups, an item's plan, the “needs review”
 * flag on a live item, and the sweep that writes each reminder once.
 */

/** The kinds reviewed on a period by default: the ones whose items should have an owner. */
const reviewedKinds = (Object.keys(reviewMonths) as ContentKind[]).filter((kind) => reviewMonths[kind] !== null);

/** The review-by date a publication on `today` leaves: a date still ahead is kept; else the kind's period from today, or none. */
export function reviewByAfterPublication(kind: ContentKind, current: string | null, today: string): string | null {
  if (current && current > today) return current;
  const months = reviewMonths[kind];
  return months === null ? null : addMonths(today, months);
}

export async function listOwnerGroups(db: DbOrTrx) {
  return db
    .selectFrom('owner_groups as g')
    .select([
      'g.id',
      'g.name',
      'g.email',
      (eb) =>
        eb
          .selectFrom('content_items as i')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('i.owner_group_id', '=', 'g.id')
          .as('items'),
    ])
    .orderBy('g.name')
    .execute();
}

/** A new group; audited. A name in use is refused, naming the field. */
export async function createOwnerGroup(trx: Trx, group: { name: string; email: string }, actorId: string): Promise<string> {
  const taken = await trx
    .selectFrom('owner_groups')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${group.name})`)
    .executeTakeFirst();
  if (taken) throw new AppError('invalid', 'There is a group of that name already.', { fields: { name: 'There is a group of that name already.' } });
  const { id } = await trx
    .insertInto('owner_groups')
    .values({ name: group.name, email: group.email, created_by: actorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, { actorId, action: 'owner-group.create', subject: `owner-group:${id}`, details: group });
  return id;
}

/** An item's owner group and review-by date, as an editor set them; audited with what they were. */
export async function setReviewPlan(trx: Trx, plan: ReviewPlan, actorId: string): Promise<void> {
  const item = await trx.selectFrom('content_items').select(['owner_group_id', 'review_by']).where('id', '=', plan.itemId).forUpdate().executeTakeFirst();
  if (!item) throw new AppError('not-found', 'No such item: it may have been removed.');
  const ownerGroupId = plan.ownerGroupId || null;
  if (ownerGroupId && !(await trx.selectFrom('owner_groups').select('id').where('id', '=', ownerGroupId).executeTakeFirst()))
    throw new AppError('invalid', 'Please choose an owner group from the list.', { fields: { ownerGroupId: 'Please choose an owner group from the list.' } });
  const reviewBy = plan.reviewBy || null;
  await trx.updateTable('content_items').set({ owner_group_id: ownerGroupId, review_by: reviewBy }).where('id', '=', plan.itemId).execute();
  await audit(trx, actorId, 'content.review-plan', plan.itemId, {
    ownerGroupId,
    reviewBy,
    was: { ownerGroupId: item.owner_group_id, reviewBy: item.review_by },
  });
}

/** Flags a live item for review without a draft, with why; audited. */
export async function markNeedsReview(trx: Trx, itemId: string, note: string, actorId: string): Promise<void> {
  const item = await trx.selectFrom('content_items').select(['published_revision']).where('id', '=', itemId).forUpdate().executeTakeFirst();
  if (!item) throw new AppError('not-found', 'No such item: it may have been removed.');
  if (item.published_revision === null)
    throw new AppError('conflict', 'Only an item on the site is flagged for review: a draft is reviewed before it is published.');
  await trx
    .updateTable('content_items')
    .set({ needs_review_at: sql`now()`, needs_review_by: actorId, needs_review_note: note })
    .where('id', '=', itemId)
    .execute();
  await audit(trx, actorId, 'content.needs-review', itemId, { note });
}

/** Someone looked at the item on `today`: the flag goes, and the next date is its kind's period from today (none for a dated kind); audited. */
export async function markReviewed(trx: Trx, itemId: string, actorId: string, today: string): Promise<string | null> {
  const item = await trx.selectFrom('content_items').select(['kind', 'review_by', 'needs_review_at']).where('id', '=', itemId).forUpdate().executeTakeFirst();
  if (!item) throw new AppError('not-found', 'No such item: it may have been removed.');
  const months = reviewMonths[item.kind as ContentKind];
  const next = months === null ? null : addMonths(today, months);
  await trx
    .updateTable('content_items')
    .set({ review_by: next, needs_review_at: null, needs_review_by: null, needs_review_note: '' })
    .where('id', '=', itemId)
    .execute();
  await audit(trx, actorId, 'content.reviewed', itemId, { reviewBy: next, was: item.review_by, flagged: item.needs_review_at !== null });
  return next;
}

/**
 * The reminder sweep (hourly): each published item whose review-by date is within
 * REVIEW_REMINDER_DAYS_BEFORE days, reached or a week past gets the reminder its stage is owed,
 * recorded with its event in one transaction, so a second sweep never sends it again. A stage
 * missed (the date set inside the window) is not sent late: only the one owed today. Answers how
 * many were written.
 */
export async function remindContentReviews(db: Db, today: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const items = await trx
      .selectFrom('content_items')
      .select(['id', 'review_by'])
      .where('published_revision', 'is not', null)
      .where('review_by', 'is not', null)
      .where('review_by', '<=', addDays(today, REVIEW_REMINDER_DAYS_BEFORE))
      .execute();
    return writeOwedReminders(items, today, async (item, stage) => {
      const inserted = await trx
        .insertInto('review_reminders')
        .values({ item_id: item.id, review_by: item.review_by, stage })
        .onConflict((conflict) => conflict.doNothing())
        .returning('item_id')
        .executeTakeFirst();
      if (inserted) await enqueue(trx, { name: 'content.review-reminder', payload: { itemId: item.id, reviewBy: item.review_by, stage, on: today } });
      return Boolean(inserted);
    });
  });
}

/** What a reminder says: the item, its date and owner, and — when it escalates — the admins' addresses. Null when the item moved on (reviewed, unpublished, removed). */
export async function reviewReminderFacts(db: DbOrTrx, itemId: string, reviewBy: string, stage: ReviewStage) {
  const item = await db
    .selectFrom('content_items as i')
    .leftJoin('owner_groups as g', 'g.id', 'i.owner_group_id')
    .select(['i.id', 'i.kind', 'i.title', 'i.review_by', 'i.published_revision', 'i.needs_review_note', 'g.name as owner', 'g.email as owner_email'])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
  if (!item || item.published_revision === null || item.review_by !== reviewBy) return null;
  const admins = await adminsToRemind(db, stage, item.owner_email);
  return { ...item, kind: item.kind as ContentKind, kindLabel: contentKinds[item.kind as ContentKind].label, admins };
}

/** Items for the owners page: past their date, flagged, due within the reminder window, and reviewed kinds' live items with no owner. */
export async function reviewWorkList(db: DbOrTrx, today: string) {
  const rows = await db
    .selectFrom('content_items as i')
    .leftJoin('owner_groups as g', 'g.id', 'i.owner_group_id')
    .leftJoin('users as u', 'u.id', 'i.needs_review_by')
    .select(['i.id', 'i.kind', 'i.title', 'i.review_by', 'i.needs_review_at', 'i.needs_review_note', 'g.name as owner', 'u.email as flagged_by'])
    .where('i.published_revision', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('i.review_by', '<=', addDays(today, REVIEW_REMINDER_DAYS_BEFORE)),
        eb('i.needs_review_at', 'is not', null),
        ...(reviewedKinds.length ? [eb.and([eb('i.owner_group_id', 'is', null), eb('i.kind', 'in', reviewedKinds)])] : []),
      ]),
    )
    .orderBy(sql`i.review_by nulls last`)
    .orderBy('i.title')
    .execute();
  const typed = rows.map((row) => ({ ...row, kind: row.kind as ContentKind }));
  return {
    overdue: typed.filter((row) => row.review_by !== null && row.review_by < today),
    flagged: typed.filter((row) => row.needs_review_at !== null),
    dueSoon: typed.filter((row) => row.review_by !== null && row.review_by >= today),
    unowned: typed.filter((row) => row.owner === null && reviewMonths[row.kind] !== null),
  };
}

/** For the admin home: how many live items are past their date, flagged, or (of reviewed kinds) have no owner. */
export async function countReviewWork(db: DbOrTrx, today: string) {
  const row = await db
    .selectFrom('content_items')
    .select([
      sql<number>`count(*) filter (where review_by < ${today}::date)::int`.as('pastReviewBy'),
      sql<number>`count(*) filter (where needs_review_at is not null)::int`.as('flaggedForReview'),
      sql<number>`count(*) filter (where owner_group_id is null and kind = any(${reviewedKinds}::text[]))::int`.as('withoutOwner'),
    ])
    .where('published_revision', 'is not', null)
    .executeTakeFirstOrThrow();
  return row;
}
