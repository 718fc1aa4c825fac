import {
  claimAlertWindow,
  confirmAlerts,
  createContentItem,
  type Db,
  insertComment,
  publishContentItem,
  respondToComment,
  sql,
  subscribeToAlerts,
  unsubscribeFromAlerts,
} from '@vtrans/db';
import { describe, expect, it } from 'vitest';
import { type DeliverAlert, sendDueAlert } from '../../apps/worker/src/notifications/locality-alerts';
import { approvedByAnother } from '../support/content-review';
import { useEmailStack } from '../support/email-stack';
import { testNotificationSettings } from '../support/outbox-fixtures';
import type { ReceivedEmail } from '../support/smtp';
import { eventually } from '../support/worker';

const HENRICO = '51087';
const siteUrl = 'http://localhost:3000';
const inHenrico = { type: 'Point' as const, coordinates: [-77.51, 37.66] as [number, number] };
const inRichmond = { type: 'Point' as const, coordinates: [-77.436, 37.541] as [number, number] };

const to = (address: string) => (message: ReceivedEmail) => message.to.includes(address);
const tokenIn = (text: string, path: string) => new RegExp(`${path.replace('?', '\\?')}\\?token=([\\w-]+)`).exec(text)![1]!;

async function comment(db: Db, geometry: typeof inHenrico, text: string) {
  return db.transaction().execute((trx) => insertComment(trx, { geometry, category: 'Safety', text }));
}

/** Subscribes through the query the sign-up form uses, then follows the confirmation e-mail's link. */
async function subscribe(
  stack: ReturnType<typeof useEmailStack>,
  email: string,
  frequency: 'immediate' | 'daily',
  topics: ('comments' | 'responses' | 'layers' | 'updates')[],
) {
  const { db } = stack.database;
  expect(await db.transaction().execute((trx) => subscribeToAlerts(trx, { email, localities: [HENRICO], topics, frequency }))).toBe('confirmation-sent');
  const [confirmation] = await eventually(async () => {
    const found = stack.smtp.messages.filter(to(email));
    return found.length ? found : null;
  });
  expect(confirmation!.subject).toBe('Please confirm your VTrans locality alerts');
  expect(confirmation!.text).toContain('Henrico County');
  expect(await confirmAlerts(db, tokenIn(confirmation!.text, '/alerts/confirm'))).toEqual({ email });
}

describe('locality alerts', () => {
  const stack = useEmailStack('seededTemplate');

  it('send one alert for a comment in the followed locality, none for one elsewhere, and nothing before confirmation', async () => {
    const { db } = stack.database;
    await stack.start();
    // A code that is no locality is the form's mistake, answered naming the field; nothing is kept.
    await expect(
      db
        .transaction()
        .execute((trx) => subscribeToAlerts(trx, { email: 'typo@example.org', localities: ['51999'], topics: ['comments'], frequency: 'immediate' })),
    ).rejects.toMatchObject({ details: { fields: { localities: 'Please choose localities from the list.' } } });
    expect(await db.selectFrom('alert_subscriptions').select('email').execute()).toEqual([]);
    // Asked for but never confirmed: hears nothing.
    await db
      .transaction()
      .execute((trx) => subscribeToAlerts(trx, { email: 'unsure@example.org', localities: [HENRICO], topics: ['comments'], frequency: 'immediate' }));
    await subscribe(stack, 'planner@example.org', 'immediate', ['comments']);

    const henricoComment = await comment(db, inHenrico, 'The crossing at Staples Mill needs a signal.');
    await comment(db, inRichmond, 'Broad Street needs shade trees.');
    await eventually(
      async () => (await db.selectFrom('outbox').select('completed_at').where('event', '=', 'comment.created').execute()).every((row) => row.completed_at),
      15_000,
      'both comments’ jobs',
    );

    const alerts = stack.smtp.messages.filter(to('planner@example.org')).slice(1);
    expect(alerts.map((alert) => alert.subject)).toEqual(['New comment in Henrico County']);
    expect(alerts[0]!.text).toContain('The crossing at Staples Mill needs a signal.');
    expect(alerts[0]!.html).toContain(`${siteUrl}/interactvtrans/map-explorer?comment=${henricoComment}`);
    expect(alerts[0]!.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(stack.smtp.messages.filter(to('unsure@example.org'))).toHaveLength(1); // its confirmation only
  });

  it('send a daily digest of three items as one e-mail, nothing on a day with nothing new, and stop from the digest’s link', async () => {
    const { db } = stack.database;
    const app = await stack.start();
    await subscribe(stack, 'resident@example.org', 'daily', ['comments', 'responses']);
    await sql`update alert_subscriptions set digest_through = now() - interval '1 hour'`.execute(db);

    const first = await comment(db, inHenrico, 'Sidewalk gap on Parham Road.');
    await comment(db, inHenrico, 'Bus stop needs a shelter.');
    await comment(db, inRichmond, 'Not in Henrico.');
    const staff = (await db.insertInto('users').values({ email: 'staff@example.org', role: 'reviewer' }).returning('id').executeTakeFirstOrThrow()).id;
    await db
      .transaction()
      .execute((trx) => respondToComment(trx, { id: first, response: 'VDOT has scheduled the sidewalk for 2027.', category: 'Safety', staffUserId: staff }));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const digest = () => app.queues.email.add('alerts.digest', { event: 'alerts.digest', payload: { reason: 'operator' } });
    const job = await digest();
    await eventually(async () => (await job.isCompleted()) || null, 15_000, 'the digest job');
    const digests = stack.smtp.messages.filter((message) => to('resident@example.org')(message) && message.subject.startsWith('VTrans alerts for'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toMatch(/: 3 new items$/);
    for (const words of ['Sidewalk gap on Parham Road.', 'Bus stop needs a shelter.', 'VDOT has scheduled the sidewalk for 2027.'])
      expect(digests[0]!.text).toContain(words);
    expect(digests[0]!.text).not.toContain('Not in Henrico.');

    // Nothing new since: no e-mail.
    const again = await digest();
    await eventually(async () => (await again.isCompleted()) || null, 15_000, 'the second digest job');
    expect(stack.smtp.messages.filter((message) => to('resident@example.org')(message) && message.subject.startsWith('VTrans alerts for'))).toHaveLength(1);

    // The digest's own link stops it.
    const oneClick = /<[^>]+\/api\/alerts\/unsubscribe\?token=([\w-]+)>/.exec(digests[0]!.rawHeaders['list-unsubscribe']!)![1]!;
    expect(digests[0]!.text).toContain('Manage your VTrans alerts');
    expect(await unsubscribeFromAlerts(db, oneClick)).toEqual({ email: 'resident@example.org' });
    await comment(db, inHenrico, 'After unsubscribing.');
    const third = await digest();
    await eventually(async () => (await third.isCompleted()) || null, 15_000, 'the third digest job');
    expect(stack.smtp.messages.filter((message) => to('resident@example.org')(message) && message.subject.startsWith('VTrans alerts for'))).toHaveLength(1);
  });

  it('tell those following a locality’s updates when an update tagged with it is published, at once or in the digest', async () => {
    const { db } = stack.database;
    const app = await stack.start();
    await subscribe(stack, 'clerk@example.org', 'immediate', ['updates']);
    await subscribe(stack, 'weekly-reader@example.org', 'daily', ['updates']);
    await sql`update alert_subscriptions set digest_through = now() - interval '1 hour'`.execute(db);
    const editor = (await db.insertInto('users').values({ email: 'editor@example.org', role: 'editor' }).returning('id').executeTakeFirstOrThrow()).id;
    const reviewer = (await db.insertInto('users').values({ email: 'reviewer@example.org', role: 'editor' }).returning('id').executeTakeFirstOrThrow()).id;
    const publish = (title: string, localities: string[]) =>
      db.transaction().execute(async (trx) => {
        const itemId = await createContentItem(trx, 'updates', { date: '2027-01-12', title, intro: `${title}: what changes.`, body: '', localities }, editor);
        await approvedByAnother(trx, itemId, editor, reviewer);
        await publishContentItem(trx, itemId, 1, editor);
      });
    await publish('Henrico corridor study begins', [HENRICO, '51041']);
    await publish('Richmond bus lanes', ['51760']);
    await eventually(
      async () => (await db.selectFrom('outbox').select('completed_at').where('event', '=', 'content.published').execute()).every((row) => row.completed_at),
      15_000,
      'the published events',
    );

    const alerts = stack.smtp.messages.filter(to('clerk@example.org')).slice(1);
    expect(alerts.map((alert) => alert.subject)).toEqual(['Program update: Henrico corridor study begins']);
    // The text part writes headings in capitals.
    expect(alerts[0]!.text).toContain('HENRICO COUNTY: PROGRAM UPDATE: HENRICO CORRIDOR STUDY BEGINS');
    expect(alerts[0]!.html).toContain(`${siteUrl}/get-involved/program-updates/update?id=`);

    const job = await app.queues.email.add('alerts.digest', { event: 'alerts.digest', payload: { reason: 'operator' } });
    await eventually(async () => (await job.isCompleted()) || null, 15_000, 'the digest job');
    const [digest, ...more] = stack.smtp.messages.filter(
      (message) => to('weekly-reader@example.org')(message) && message.subject.startsWith('VTrans alerts for'),
    );
    expect(more).toEqual([]);
    expect(digest!.subject).toMatch(/: 1 new item$/);
    expect(digest!.text).toContain('HENRICO COUNTY: PROGRAM UPDATE: HENRICO CORRIDOR STUDY BEGINS');
    expect(digest!.text).not.toContain('Richmond bus lanes');
  });

  it('coalesce a flood: 30 comments in a minute reach a follower as at most 2 e-mails holding all 30, the second when the window ends', async () => {
    const { db } = stack.database;
    const app = await stack.start();
    await subscribe(stack, 'watcher@example.org', 'immediate', ['comments']);
    const texts = Array.from({ length: 30 }, (_, index) => `Flood comment number ${index + 1} about Staples Mill Road.`);
    const alerts = () => stack.smtp.messages.filter(to('watcher@example.org')).slice(1);
    const started = Date.now();
    // The first goes at once (had the worker been slower, it would carry the comments after it too).
    await comment(db, inHenrico, texts[0]!);
    await eventually(async () => alerts().length > 0 || null, 15_000, 'the first alert');
    for (const text of texts.slice(1)) await comment(db, inHenrico, text);
    expect(Date.now() - started).toBeLessThan(60_000);
    await eventually(
      async () => (await db.selectFrom('outbox').select('completed_at').where('event', '=', 'comment.created').execute()).every((row) => row.completed_at),
      30_000,
      'the comments’ jobs',
    );

    // The other 29 wait for the window, even when the sweep runs.
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]!.subject).toBe('New comment in Henrico County');
    const sweep = async () => {
      const job = await app.queues.email.add('alerts.sweep', { event: 'alerts.sweep', payload: { reason: 'operator' } });
      await eventually(async () => (await job.isCompleted()) || null, 15_000, 'the sweep job');
    };
    await sweep();
    expect(alerts()).toHaveLength(1);
    const waiting = await db
      .selectFrom('alert_subscriptions')
      .select(['alert_due_at', 'last_alert_at'])
      .where('email', '=', 'watcher@example.org')
      .executeTakeFirstOrThrow();
    expect(waiting.alert_due_at!.getTime() - waiting.last_alert_at!.getTime()).toBe(10 * 60_000);

    // Ten minutes pass: the sweep sends the rest as one e-mail, and a second sweep sends nothing more.
    await sql`update alert_subscriptions set alert_due_at = alert_due_at - interval '10 minutes', last_alert_at = last_alert_at - interval '10 minutes'`.execute(
      db,
    );
    await sweep();
    await sweep();
    const [first, second, ...more] = alerts();
    expect(more).toEqual([]);
    expect(second!.subject).toBe('VTrans alerts: 29 new items in the localities you follow');
    for (const text of texts) expect(`${first!.text}\n${second!.text}`).toContain(text);
    // Each comment in exactly one of the two.
    expect(texts.filter((text) => first!.text.includes(text) && second!.text.includes(text))).toEqual([]);
  });

  it('take up a window whose send was cut off, once, and only that subscription’s', async () => {
    const { db } = stack.database;
    const [cutOff, other] = await db
      .insertInto('alert_subscriptions')
      .values(
        ['cut-off@example.org', 'other@example.org'].map((email) => ({
          email,
          localities: [HENRICO],
          topics: ['comments'],
          frequency: 'immediate',
          status: 'confirmed',
          confirmed_at: new Date(),
          digest_through: new Date(),
        })),
      )
      .returning('id')
      .execute();
    // A worker claimed this window 20 minutes ago and died; the other subscription has a send in progress.
    const claimed = (minutesAgo: number) => sql`date_trunc('milliseconds', now() - make_interval(mins => ${minutesAgo}))`;
    await sql`update alert_subscriptions set alert_sending_until = ${claimed(20)}, last_alert_at = ${claimed(20)} where id = ${cutOff!.id}`.execute(db);
    await sql`update alert_subscriptions set alert_sending_until = ${claimed(1)}, last_alert_at = ${claimed(1)} where id = ${other!.id}`.execute(db);
    const rows = () => db.selectFrom('alert_subscriptions').select(['id', 'alert_sending_until', 'last_alert_at']).orderBy('email').execute();
    const before = await rows();

    // A send still in progress is left to its worker, and claiming it touches no other subscription.
    expect(await claimAlertWindow(db, other!.id)).toBeNull();
    expect(await rows()).toEqual(before);

    const window = await claimAlertWindow(db, cutOff!.id);
    expect(window?.id).toBe(cutOff!.id);
    // The same window end as the cut-off send: the same idempotency key, so never a second e-mail.
    expect(Date.now() - window!.until.getTime()).toBeGreaterThan(19 * 60_000);
    // Taken up, it is not taken up again by another worker.
    expect(await claimAlertWindow(db, cutOff!.id)).toBeNull();
  });

  it('take up a window whose send failed at once, with the same key, rather than 10 minutes later', async () => {
    const { db } = stack.database;
    const [subscription] = await db
      .insertInto('alert_subscriptions')
      .values({
        email: 'smtp-down@example.org',
        localities: [HENRICO],
        topics: ['comments'],
        frequency: 'immediate',
        status: 'confirmed',
        confirmed_at: new Date(),
      })
      .returning('id')
      .execute();
    // No worker runs: the comment's event waits in the outbox, and this test sends the alert itself.
    await comment(db, inHenrico, 'The crosswalk signal on Parham Road is too short.');
    await sql`update alert_subscriptions set alert_due_at = now() where id = ${subscription!.id}`.execute(db);
    const keys: string[] = [];
    const smtpDown: DeliverAlert = async (_email, key) => {
      keys.push(key);
      throw new Error('421 4.3.2 Service not available');
    };
    await expect(sendDueAlert(db, testNotificationSettings, subscription!.id, smtpDown)).rejects.toThrow('421');

    const delivered: DeliverAlert = async (email, key) => {
      keys.push(key);
      expect((await email.build()).text).toContain('Parham Road');
    };
    expect(await sendDueAlert(db, testNotificationSettings, subscription!.id, delivered)).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // Finished: nothing left to take up.
    expect(await sendDueAlert(db, testNotificationSettings, subscription!.id, delivered)).toBe(false);
    expect(keys).toHaveLength(2);
  });

  it('take up a window whose alert went before the worker died: nothing is sent again, and no new link token is written', async () => {
    const { db } = stack.database;
    // The scheduled sweep waits an hour: the operator's sweep below is the one that takes the window up.
    const app = await stack.start({ ALERT_SWEEP_MS: String(60 * 60_000) });
    await subscribe(stack, 'cut-after-send@example.org', 'immediate', ['comments']);
    const alerts = () => stack.smtp.messages.filter(to('cut-after-send@example.org')).slice(1);
    await comment(db, inHenrico, 'The turn lane on Broad Street Road is too short.');
    await eventually(async () => alerts().length > 0 || null, 15_000, 'the alert');
    const subscription = () =>
      db.selectFrom('alert_subscriptions').select(['id', 'digest_through']).where('email', '=', 'cut-after-send@example.org').executeTakeFirstOrThrow();
    const { id } = await subscription();
    await eventually(async () => ((await subscription()).digest_through ? true : null), 15_000, 'the window to be finished');
    const tokens = async () => (await db.selectFrom('alert_tokens').select('token_hash').where('subscription_id', '=', id).execute()).length;
    const tokensAfterSend = await tokens();

    // As if the worker died after the SMTP hand-off, before finishing the window: it is claimed
    // again 20 minutes later, with the same end, so the same idempotency key.
    await sql`update alert_subscriptions set alert_sending_until = digest_through, digest_through = null, last_alert_at = now() - interval '20 minutes' where id = ${id}`.execute(
      db,
    );
    const job = await app.queues.email.add('alerts.sweep', { event: 'alerts.sweep', payload: { reason: 'operator' } });
    await eventually(async () => (await job.isCompleted()) || null, 15_000, 'the sweep job');
    expect((await subscription()).digest_through).not.toBeNull();

    expect(alerts()).toHaveLength(1);
    // The e-mail's token was issued when it was built; the retry found it sent and built nothing.
    expect(await tokens()).toBe(tokensAfterSend);
  });
});
