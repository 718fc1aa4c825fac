import { DOCUMENT_REVIEW_MONTHS } from '@vtrans/contracts/content-ownership';
import { addDays, addMonths, isoToUsDate, virginiaToday } from '@vtrans/contracts/dates';
import {
  createOwnerGroup,
  type Db,
  documentReviewReminderFacts,
  documentReviewWorkList,
  flagDocumentForReview,
  markDocumentReviewed,
  remindDocumentReviews,
  setDocumentReviewPlan,
} from '@vtrans/db';
import { describe, expect, it } from 'vitest';
import { useEmailStack } from '../support/email-stack';
import type { ReceivedEmail } from '../support/smtp';
import { eventually } from '../support/worker';

// Owners and review-by dates of library documents (issue 63), on content's stages: each reminder
// once, on the clock's days (the sweep is given the day), to the owner group, and to the
// administrators a week after; hidden documents are not reminded of; a review moves the date on.

describe('review-by dates of library documents', () => {
  const stack = useEmailStack('seededTemplate');

  /** A document of the test's own, as staff upload it (the file itself is not needed here). */
  async function addDocument(db: Db, title: string, hidden = false) {
    const fileName = `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`;
    return await db
      .insertInto('document_records')
      .values({
        file_name: fileName,
        title,
        published_on: '2026-10-01',
        file_type: 'pdf',
        content_type: 'application/pdf',
        size_bytes: '1000',
        storage_key: `documents/${fileName}`,
        hidden,
      })
      .returning(['id', 'review_by'])
      .executeTakeFirstOrThrow();
  }

  it('a new document is due 24 months on; its group is reminded before and on the date, the admins a week after, once each; a review moves it on', async () => {
    const { db } = stack.database;
    await stack.start();
    const make = async (email: string, role: 'reviewer' | 'admin') =>
      (await db.insertInto('users').values({ email, role }).returning('id').executeTakeFirstOrThrow()).id;
    const librarian = await make('librarian@example.org', 'reviewer');
    const admin = await make('library-admin@example.org', 'admin');
    const groupId = await db.transaction().execute((trx) => createOwnerGroup(trx, { name: 'Freight team', email: 'freight-team@example.org' }, admin));

    const study = await addDocument(db, 'Freight corridor study 2026');
    expect(study.review_by).toBe(addMonths(virginiaToday(), DOCUMENT_REVIEW_MONTHS));
    const hidden = await addDocument(db, 'Freight draft not yet public', true);
    const reviewBy = addDays(virginiaToday(), 40);
    await db.transaction().execute(async (trx) => {
      await setDocumentReviewPlan(trx, { documentId: study.id, ownerGroupId: groupId, reviewBy }, librarian);
      await setDocumentReviewPlan(trx, { documentId: hidden.id, ownerGroupId: groupId, reviewBy }, librarian);
    });
    const audit = await db.selectFrom('audit_log').select(['action', 'details']).where('subject', '=', `document:${study.id}`).execute();
    expect(audit).toEqual([{ action: 'document.review-plan', details: expect.objectContaining({ ownerGroupId: groupId, reviewBy }) }]);
    await expect(
      db.transaction().execute((trx) => setDocumentReviewPlan(trx, { documentId: study.id, ownerGroupId: crypto.randomUUID(), reviewBy: '' }, librarian)),
    ).rejects.toMatchObject({ code: 'invalid' });

    const stages = async (documentId: string) =>
      (await db.selectFrom('document_review_reminders').select('stage').where('document_id', '=', documentId).orderBy('sent_at').execute()).map(
        (row) => row.stage,
      );
    // The clock moved over the weeks around the date; each day swept twice, as two workers might.
    for (const days of [-20, -14, -10, 0, 3, 7, 8, 30]) {
      await remindDocumentReviews(db, addDays(reviewBy, days));
      await remindDocumentReviews(db, addDays(reviewBy, days));
    }
    expect(await stages(study.id)).toEqual(['before', 'due', 'overdue']);
    expect(await stages(hidden.id)).toEqual([]);
    const work = await documentReviewWorkList(db, addDays(reviewBy, 1));
    expect(work.due.filter((row) => row.overdue).map((row) => row.id)).toContain(study.id);
    expect(work.due.map((row) => row.id)).not.toContain(hidden.id);

    const mine = (message: ReceivedEmail) => message.to.includes('freight-team@example.org');
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
        `Document review due ${isoToUsDate(reviewBy)}: Freight corridor study 2026`,
        'Document review due today: Freight corridor study 2026',
        'Document review 7 days overdue: Freight corridor study 2026',
      ].sort(),
    );
    const overdue = messages.find((message) => message.subject.includes('overdue'))!;
    expect(overdue.to).toContain('library-admin@example.org');
    expect(overdue.text).toContain('“Freight corridor study 2026” (freight-corridor-study-2026.pdf) in the library is to be reviewed by');
    expect(messages.filter((message) => message !== overdue).every((message) => !message.to.includes('library-admin@example.org'))).toBe(true);

    // Flagged "needs review" without a change (a hidden one is not: nobody outside reads it): listed first, with why, until marked reviewed.
    await expect(db.transaction().execute((trx) => flagDocumentForReview(trx, hidden.id, 'The counts look old.', librarian))).rejects.toMatchObject({
      code: 'conflict',
    });
    await db.transaction().execute((trx) => flagDocumentForReview(trx, study.id, 'The tonnage figures are from 2019.', librarian));
    const flaggedList = await documentReviewWorkList(db, addDays(reviewBy, -60));
    expect(flaggedList.due[0]).toMatchObject({
      id: study.id,
      flagged: true,
      needs_review_note: 'The tonnage figures are from 2019.',
      flagged_by: 'librarian@example.org',
    });

    const reviewedOn = addDays(reviewBy, 30);
    expect(await db.transaction().execute((trx) => markDocumentReviewed(trx, study.id, librarian, reviewedOn))).toBe(
      addMonths(reviewedOn, DOCUMENT_REVIEW_MONTHS),
    );
    expect(await documentReviewReminderFacts(db, study.id, reviewBy, 'overdue')).toBeNull();
    expect((await documentReviewWorkList(db, reviewedOn)).due.map((row) => row.id)).not.toContain(study.id);
    expect(
      (await db.selectFrom('audit_log').select('action').where('subject', '=', `document:${study.id}`).orderBy('id').execute()).map((row) => row.action),
    ).toEqual(['document.review-plan', 'document.needs-review', 'document.reviewed']);
  });
});
