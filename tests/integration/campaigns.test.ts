import { changeCampaignStatus, type Db, issueUnsubscribeToken, suppressAddresses, unsubscribeFromNewsletter } from '@vtrans/db';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { addConfirmedSubscribers, addEditor, sendCampaignNow } from '../support/campaigns';
import { useEmailStack } from '../support/email-stack';
import type { ReceivedEmail } from '../support/smtp';
import { deleteQueueKeys, eventually } from '../support/worker';

const recipientsOf = (messages: ReceivedEmail[]) => messages.flatMap((message) => message.to);

async function recipientStatuses(db: Db, campaignId: string) {
  const rows = await db
    .selectFrom('campaign_recipients')
    .select(['status'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('campaign_id', '=', campaignId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

const campaignStatus = async (db: Db, campaignId: string) =>
  (await db.selectFrom('campaigns').select('status').where('id', '=', campaignId).executeTakeFirstOrThrow()).status;

/** Every repeat of a recipient carries the Message-ID of their first copy (a resend after a crash, never a second e-mail). */
function expectRepeatsAreResends(messages: ReceivedEmail[]) {
  const firstId = new Map<string, string>();
  for (const message of messages) {
    const to = message.to[0]!;
    expect(message.messageId).toBe(firstId.get(to) ?? message.messageId);
    firstId.set(to, message.messageId);
  }
}

describe('newsletter campaigns', () => {
  const stack = useEmailStack('baseTemplate');
  /** The campaign's own e-mails, received so far: not the e-mail telling its writer it was approved (issue 63). */
  const campaignMail = () => stack.smtp.messages.filter((message) => message.subject === 'VTrans news: winter 2027');
  /** Waits until at least `count` of the campaign's e-mails have arrived. */
  const campaignMailCount = (count: number, timeoutMs = 15_000) =>
    eventually(async () => (campaignMail().length >= count ? true : null), timeoutMs, `${count} campaign e-mails`);
  const fast = { CAMPAIGN_CHECK_MS: '200', CAMPAIGN_RATE_PER_SECOND: '1000' };

  it('sends one e-mail to each confirmed subscriber who is not suppressed, with their own one-click unsubscribe', async () => {
    const { db } = stack.database;
    await addConfirmedSubscribers(db, 12);
    await db
      .insertInto('newsletter_subscribers')
      .values([
        { email: 'pending@example.org', status: 'pending' },
        { email: 'gone@example.org', status: 'unsubscribed' },
      ])
      .execute();
    await suppressAddresses(db, ['Reader-3@example.org'], 'complaint');
    const campaignId = await sendCampaignNow(db, await addEditor(db));
    await stack.start(fast);

    await campaignMailCount(11);
    await eventually(async () => (await campaignStatus(db, campaignId)) === 'sent', 10_000, 'the campaign to be marked sent');
    const messages = campaignMail();
    expect(recipientsOf(messages).sort()).toEqual(
      Array.from({ length: 12 }, (_, n) => `reader-${n}@example.org`)
        .filter((address) => address !== 'reader-3@example.org')
        .sort(),
    );
    expect(new Set(messages.map((message) => message.messageId)).size).toBe(11);
    expect(await recipientStatuses(db, campaignId)).toEqual({ sent: 11 });

    const first = messages[0]!;
    expect(first.subject).toBe('VTrans news: winter 2027');
    expect(first.messageId).toMatch(new RegExp(`^<campaign\\.${campaignId}\\.[0-9a-f-]{36}@vtrans\\.test>$`));
    expect(first.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<(http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=([\w-]+))>/.exec(String(first.rawHeaders['list-unsubscribe']));
    expect(oneClick).not.toBeNull();
    // The footer's link carries the same token; the site's links are absolute; the text part says where they go.
    expect(first.html).toContain(`http://localhost:3000/newsletter/unsubscribe?token=${oneClick![2]}`);
    expect(first.html).toContain('href="http://localhost:3000/get-involved/program-updates"');
    expect(first.html).toMatch(/<html[^>]* lang="en"/);
    expect(first.text).toContain('Read the program updates');
    expect(first.text).toContain(`Unsubscribe from VTrans news http://localhost:3000/newsletter/unsubscribe?token=${oneClick![2]}\n`);
    // Each recipient's token is their own.
    const tokens = messages.map((message) => /token=([\w-]+)>/.exec(String(message.rawHeaders['list-unsubscribe']))![1]);
    expect(new Set(tokens).size).toBe(11);
    expect(await unsubscribeFromNewsletter(db, oneClick![2]!)).toEqual({ email: first.to[0] });
  });

  it('pauses, honours an unsubscribe made while paused, and resumes where it stopped', async () => {
    const { db } = stack.database;
    await addConfirmedSubscribers(db, 20);
    const editor = await addEditor(db);
    const campaignId = await sendCampaignNow(db, editor);
    await stack.start({ CAMPAIGN_CHECK_MS: '200', CAMPAIGN_RATE_PER_SECOND: '4' });
    await campaignMailCount(3);
    await db.transaction().execute((trx) => changeCampaignStatus(trx, campaignId, 2, 'pause', editor));
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // jobs in flight finish
    const beforePause = campaignMail().length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(campaignMail().length).toBe(beforePause);
    expect(await campaignStatus(db, campaignId)).toBe('paused');

    // Someone still waiting for their copy unsubscribes.
    const reached = new Set(recipientsOf(campaignMail()));
    const leaver = (await db.selectFrom('newsletter_subscribers').select(['id', 'email']).orderBy('email').execute()).find((row) => !reached.has(row.email))!;
    await unsubscribeFromNewsletter(db, await issueUnsubscribeToken(db, leaver.id));

    await db.transaction().execute((trx) => changeCampaignStatus(trx, campaignId, 3, 'resume', editor));
    await campaignMailCount(19, 20_000);
    await eventually(async () => (await campaignStatus(db, campaignId)) === 'sent', 10_000, 'the campaign to be marked sent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(campaignMail()).toHaveLength(19);
    expect(recipientsOf(campaignMail())).not.toContain(leaver.email);
    expect(await recipientStatuses(db, campaignId)).toEqual({ sent: 19, skipped: 1 });
  });

  it('loses nothing and doubles nothing when Redis loses the queue mid-campaign', async () => {
    const { db } = stack.database;
    await addConfirmedSubscribers(db, 30);
    const campaignId = await sendCampaignNow(db, await addEditor(db));
    await stack.start({ CAMPAIGN_CHECK_MS: '300', CAMPAIGN_RATE_PER_SECOND: '10' });
    await campaignMailCount(5);
    await deleteQueueKeys(inject('redisUrl'), stack.prefix);

    await eventually(async () => (await campaignStatus(db, campaignId)) === 'sent', 20_000, 'the campaign to be marked sent');
    expect(new Set(recipientsOf(campaignMail())).size).toBe(30);
    expectRepeatsAreResends(campaignMail());
    expect(campaignMail().length).toBeLessThanOrEqual(30 + 10); // at most the sends in flight again
    expect(await recipientStatuses(db, campaignId)).toEqual({ sent: 30 });
  });

  it('records a recipient refused for good (550) as failed and suppresses them, and still finishes', async () => {
    const { db } = stack.database;
    await addConfirmedSubscribers(db, 4);
    stack.smtp.refuseRecipients(['reader-2@example.org']);
    const campaignId = await sendCampaignNow(db, await addEditor(db));
    await stack.start(fast);
    await eventually(async () => (await campaignStatus(db, campaignId)) === 'sent', 15_000, 'the campaign to be marked sent');
    expect(recipientsOf(campaignMail()).sort()).toEqual(['reader-0@example.org', 'reader-1@example.org', 'reader-3@example.org']);
    expect(await recipientStatuses(db, campaignId)).toEqual({ sent: 3, failed: 1 });
    expect(await db.selectFrom('suppressions').select(['email', 'reason']).execute()).toEqual([{ email: 'reader-2@example.org', reason: 'bounce' }]);
  });
});
