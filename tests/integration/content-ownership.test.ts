import { addDays, addMonths, isoToUsDate, virginiaToday } from '@vtrans/contracts/dates';
import {
  createContentItem,
  createOwnerGroup,
  markNeedsReview,
  markReviewed,
  publishContentItem,
  publishingCalendar,
  remindContentReviews,
  reviewReminderFacts,
  reviewWorkList,
  saveContentItem,
  setReviewPlan,
  type Trx,
} from '@vtrans/db';
import { describe, expect, it } from 'vitest';
import { approvedByAnother } from '../support/content-review';
import { useEmailStack } from '../support/email-stack';
import type { ReceivedEmail } from '../support/smtp';
import { eventually } from '../support/worker';

// Owners and review-by dates (issue 63): the reminders go once each, on the clock's days (the
// sweep is given the day, as the worker gives it Virginia's), to the owner group, and to the
// administrators a week after the date; a publication or a review moves the date on.

describe('review-by dates', () => {
  const stack = useEmailStack('seededTemplate');

  async function people() {
    const { db } = stack.database;
    const make = async (email: string, role: 'editor' | 'admin') =>
      (await db.insertInto('users').values({ email, role }).returning('id').executeTakeFirstOrThrow()).id;
    return {
      editor: await make('faq-writer@example.org', 'editor'),
      reviewer: await make('faq-reviewer@example.org', 'editor'),
      admin: await make('web-admin@example.org', 'admin'),
    };
  }

  /** A published question of the test's own, owned by a group of its own. */
  async function publishedFaq(who: Awaited<ReturnType<typeof people>>) {
    const { db } = stack.database;
    return db.transaction().execute(async (trx: Trx) => {
      const groupId = await createOwnerGroup(trx, { name: 'Bridges team', email: 'bridges-team@example.org' }, who.admin);
      const itemId = await createContentItem(
        trx,
        'faqs',
        { topic: 'Bridges', question: 'Who inspects bridges?', answer: 'VDOT, every two years.', position: 1 },
        who.editor,
      );
      await setReviewPlan(trx, { itemId, ownerGroupId: groupId, reviewBy: '' }, who.editor);
      await approvedByAnother(trx, itemId, who.editor, who.reviewer);
      await publishContentItem(trx, itemId, 1, who.editor);
      return { itemId, groupId };
    });
  }

  it('remind the owner group two weeks before and on the date, and the administrators a week after: once each, on those days', async () => {
    const { db } = stack.database;
    await stack.start();
    const who = await people();
    const { itemId, groupId } = await publishedFaq(who);
    const reviewBy = addDays(virginiaToday(), 40);
    await db.transaction().execute((trx) => setReviewPlan(trx, { itemId, ownerGroupId: groupId, reviewBy }, who.editor));
    const mine = (message: ReceivedEmail) => message.to.includes('bridges-team@example.org');
    const written = async () =>
      (await db.selectFrom('review_reminders').select('stage').where('item_id', '=', itemId).orderBy('sent_at').execute()).map((row) => row.stage);

    // The clock moved over the weeks around the date; each day swept twice, as two workers might.
    for (const days of [-20, -15, -14, -10, -1, 0, 3, 6, 7, 8, 30]) {
      const day = addDays(reviewBy, days);
      await remindContentReviews(db, day);
      await remindContentReviews(db, day);
    }
    expect(await written()).toEqual(['before', 'due', 'overdue']);
    const messages = await eventually(
      async () => {
        const found = stack.smtp.messages.filter(mine);
        return found.length >= 3 ? found : null;
      },
      15_000,
      'the three reminders',
    );
    expect(messages.map((message) => message.subject).sort()).toEqual(
      [
        `Review due ${isoToUsDate(reviewBy)}: Who inspects bridges?`,
        'Review due today: Who inspects bridges?',
        'Review 7 days overdue: Who inspects bridges?',
      ].sort(),
    );
    const overdue = messages.find((message) => message.subject.startsWith('Review 7 days overdue'))!;
    expect(overdue.to).toContain('web-admin@example.org');
    expect(overdue.text).toContain('It belongs to Bridges team.');
    expect(messages.filter((message) => message !== overdue).every((message) => !message.to.includes('web-admin@example.org'))).toBe(true);

    // A new date starts a new set; a reminder written for the old date says nothing once the item is reviewed.
    const next = await db.transaction().execute((trx) => markReviewed(trx, itemId, who.editor, addDays(reviewBy, 30)));
    expect(next).toBe(addMonths(addDays(reviewBy, 30), 12));
    expect(await reviewReminderFacts(db, itemId, reviewBy, 'overdue')).toBeNull();
  });

  it('take a “needs review” flag on a live item only, list it, and clear it when a new version goes up; a publication moves a passed date on', async () => {
    const { db } = stack.database;
    const who = await people();
    const { itemId } = await publishedFaq(who);
    const today = virginiaToday();
    // Published on the site today: due a year on (a question's period).
    expect((await db.selectFrom('content_items').select('review_by').where('id', '=', itemId).executeTakeFirstOrThrow()).review_by).toBe(addMonths(today, 12));

    await db.transaction().execute((trx) => markNeedsReview(trx, itemId, 'The inspection cycle changed in 2026.', who.reviewer));
    expect((await reviewWorkList(db, today)).flagged.map((row) => [row.id, row.needs_review_note, row.flagged_by])).toContainEqual([
      itemId,
      'The inspection cycle changed in 2026.',
      'faq-reviewer@example.org',
    ]);
    const draft = await db
      .transaction()
      .execute((trx) => createContentItem(trx, 'faqs', { topic: 'Bridges', question: 'Draft only?', answer: 'Not yet published.', position: 2 }, who.editor));
    await expect(db.transaction().execute((trx) => markNeedsReview(trx, draft, 'Nothing on the site yet.', who.editor))).rejects.toMatchObject({
      code: 'conflict',
    });

    // Past its date, then a new version published: flag answered, date a year from today.
    await db
      .updateTable('content_items')
      .set({ review_by: addDays(today, -3) })
      .where('id', '=', itemId)
      .execute();
    expect((await reviewWorkList(db, today)).overdue.map((row) => row.id)).toContain(itemId);
    await db.transaction().execute(async (trx) => {
      const { version } = await trx.selectFrom('content_items').select('version').where('id', '=', itemId).executeTakeFirstOrThrow();
      await saveContentItem(
        trx,
        itemId,
        version,
        { topic: 'Bridges', question: 'Who inspects bridges?', answer: 'VDOT, every year since 2026.', position: 1 } as never,
        who.editor,
      );
      await approvedByAnother(trx, itemId, who.editor, who.reviewer);
      await publishContentItem(trx, itemId, version + 1, who.editor);
    });
    const after = await db
      .selectFrom('content_items')
      .select(['review_by', 'needs_review_at', 'needs_review_note'])
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ review_by: addMonths(today, 12), needs_review_at: null, needs_review_note: '' });
    const audit = (await db.selectFrom('audit_log').select('action').where('subject', '=', `content:${itemId}`).orderBy('id').execute()).map(
      (row) => row.action,
    );
    expect(audit).toEqual(expect.arrayContaining(['content.review-plan', 'content.needs-review']));
  });

  it('put a moment on the calendar on its day in Virginia: 11:30 p.m. on May 14 is May 14, though it is May 15 in UTC', async () => {
    const { db } = stack.database;
    const title = 'Late-night publication';
    const { id } = await db
      .insertInto('content_items')
      .values({ kind: 'faqs', status: 'scheduled', title, publish_at: new Date('2031-05-15T03:30:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entries = (await publishingCalendar(db, '2031-05-14', '2031-05-15')).filter((entry) => entry.itemId === id);
    expect(entries).toEqual([{ day: '2031-05-14', at: new Date('2031-05-15T03:30:00Z'), what: 'publication', title, itemId: id, periodId: null, owner: null }]);
  });

  it('refuse a group name in use and an owner group that does not exist, naming the field', async () => {
    const { db } = stack.database;
    const who = await people();
    const { itemId } = await publishedFaq(who);
    await expect(
      db.transaction().execute((trx) => createOwnerGroup(trx, { name: 'bridges TEAM', email: 'other@example.org' }, who.admin)),
    ).rejects.toMatchObject({
      details: { fields: { name: 'There is a group of that name already.' } },
    });
    await expect(
      db.transaction().execute((trx) => setReviewPlan(trx, { itemId, ownerGroupId: '00000000-0000-4000-8000-000000000000', reviewBy: '' }, who.editor)),
    ).rejects.toMatchObject({ details: { fields: { ownerGroupId: 'Please choose an owner group from the list.' } } });
  });
});
