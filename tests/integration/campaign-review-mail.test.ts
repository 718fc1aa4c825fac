import { virginiaDateTime } from '@vtrans/contracts/dates';
import { createCampaign, decideCampaignReview, saveCampaign, sendCampaign, startCampaign, submitCampaignForReview, type Trx } from '@vtrans/db';
import { describe, expect, it } from 'vitest';
import { useEmailStack } from '../support/email-stack';
import type { ReceivedEmail } from '../support/smtp';
import { eventually } from '../support/worker';

// A newsletter campaign's review, step by step by e-mail (issue 63, decision 052): the submission
// to those who may decide, the decision to whoever submitted. Real worker, real SMTP server.

describe('a newsletter campaign’s review by e-mail', () => {
  const stack = useEmailStack('seededTemplate');

  it('asks those who wrote none of it, and tells the submitter the decision', async () => {
    const { db } = stack.database;
    await stack.start();
    const make = async (email: string, role: 'editor' | 'admin') =>
      (await db.insertInto('users').values({ email, role }).returning('id').executeTakeFirstOrThrow()).id;
    const writer = await make('news-writer@example.org', 'editor');
    const coauthor = await make('news-coauthor@example.org', 'editor');
    const reviewer = await make('news-reviewer@example.org', 'editor');
    await make('news-admin@example.org', 'admin');
    const inTransaction = <Result>(work: (trx: Trx) => Promise<Result>) => db.transaction().execute(work);
    const mailTo = (address: string, subject: string) =>
      eventually(
        async () => stack.smtp.messages.find((message: ReceivedEmail) => message.to.includes(address) && message.subject === subject) ?? null,
        15_000,
        subject,
      );

    const id = await inTransaction((trx) => createCampaign(trx, { subject: 'Winter news', body: 'The draft plan is out.' }, writer));
    const version = await inTransaction((trx) => saveCampaign(trx, id, 1, { subject: 'Winter news', body: 'The draft plan is out for comment.' }, coauthor));
    await inTransaction((trx) => submitCampaignForReview(trx, id, version, writer, 'Going out Monday.'));
    const asked = await mailTo('news-reviewer@example.org', 'Newsletter for review: Winter news');
    expect(asked.to).toEqual(expect.arrayContaining(['news-reviewer@example.org', 'news-admin@example.org']));
    expect(asked.to).not.toContain('news-writer@example.org');
    expect(asked.to).not.toContain('news-coauthor@example.org');
    expect(asked.text).toContain('news-writer@example.org submitted the newsletter campaign “Winter news” for review.');
    expect(asked.text).toContain('Their note: Going out Monday.');

    await inTransaction((trx) => decideCampaignReview(trx, { campaignId: id, version }, reviewer, 'returned', 'Name the comment deadline.'));
    const returned = await mailTo('news-writer@example.org', 'Newsletter sent back: Winter news');
    expect(returned.to).toEqual(['news-writer@example.org']);
    expect(returned.text).toContain('Their note: Name the comment deadline.');

    const changed = await inTransaction((trx) =>
      saveCampaign(trx, id, version, { subject: 'Winter news', body: 'The draft plan is out for comment until March 1.' }, writer),
    );
    await inTransaction((trx) => submitCampaignForReview(trx, id, changed, writer, ''));
    await inTransaction((trx) => decideCampaignReview(trx, { campaignId: id, version: changed }, reviewer, 'approved', ''));
    expect((await mailTo('news-writer@example.org', 'Newsletter approved: Winter news')).text).toContain('It can be sent or scheduled now');

    // Scheduled, then changed: at its time it is not sent, and those who wrote it are told.
    await inTransaction((trx) => sendCampaign(trx, id, changed, { local: '2030-01-01T09:00', timeZone: 'America/New_York' }, writer));
    await inTransaction((trx) => saveCampaign(trx, id, changed + 1, { subject: 'Winter news', body: 'Words nobody approved.' }, coauthor));
    // Its time comes (moved, not waited for).
    const due = new Date(Date.now() - 1000);
    await db.updateTable('campaigns').set({ send_at: due }).where('id', '=', id).execute();
    expect(await startCampaign(db, id, 50)).toBeNull();
    const dropped = await mailTo('news-coauthor@example.org', 'Not sent: Winter news');
    expect(dropped.to.sort()).toEqual(['news-coauthor@example.org', 'news-writer@example.org']);
    const words = dropped.text.replace(/\s+/g, ' ');
    expect(words).toContain(`“Winter news” was scheduled for ${virginiaDateTime(due)}, but its words at that time were not the ones another editor approved.`);
    expect(words).toContain('Nobody was sent it; it is a draft again.');
  });
});
