import { confirmNewsletterSignup, type Db, sql, signUpForNewsletter, unsubscribeFromNewsletter } from '@vtrans/db';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';
import { composedNotifications, testNotificationSettings } from '../support/outbox-fixtures';

const siteUrl = 'https://vtrans.example.gov';

async function signUp(db: Db, email: string, names = { firstName: 'Ana', lastName: 'Ruiz' }) {
  return db.transaction().execute((trx) => signUpForNewsletter(trx, { email, ...names }));
}

const linkIn = (text: string, path: string) => new RegExp(`${siteUrl}${path}\\?token=[\\w-]+`).exec(text)?.[0] ?? '';

/** The confirmation e-mails queued so far, oldest first, as the worker's notification writes them. */
async function queuedConfirmations(db: Db) {
  const emails = await composedNotifications(db, { ...testNotificationSettings, siteUrl });
  return emails
    .filter((email) => email.subject === 'Please confirm your VTrans newsletter subscription')
    .map((email) => ({ to: email.to, confirmUrl: linkIn(email.text, '/newsletter/confirm'), unsubscribeUrl: linkIn(email.text, '/newsletter/unsubscribe') }));
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

async function subscribers(db: Db) {
  return db.selectFrom('newsletter_subscribers').selectAll().execute();
}

describe('newsletter list (double opt-in)', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('baseTemplate'));
  });
  afterEach(() => database.drop());

  it('stores a pending subscriber and queues one confirmation e-mail with working links', async () => {
    expect(await signUp(database.db, 'ana@example.org')).toBe('confirmation-sent');
    const [row] = await subscribers(database.db);
    expect(row).toMatchObject({ email: 'ana@example.org', first_name: 'Ana', last_name: 'Ruiz', status: 'pending' });
    const [email] = await queuedConfirmations(database.db);
    expect(email).toMatchObject({ to: 'ana@example.org' });
    expect(email!.confirmUrl).toMatch(/^https:\/\/vtrans\.example\.gov\/newsletter\/confirm\?token=[\w-]{43}$/);
    // Only a hash of the confirmation token is stored.
    expect(JSON.stringify(row)).not.toContain(tokenOf(email!.confirmUrl));

    expect(await confirmNewsletterSignup(database.db, tokenOf(email!.confirmUrl))).toEqual({ email: 'ana@example.org' });
    expect((await subscribers(database.db))[0]).toMatchObject({ status: 'confirmed', confirm_token_hash: null });
    // The link is single-use.
    expect(await confirmNewsletterSignup(database.db, tokenOf(email!.confirmUrl))).toBeNull();
  });

  it('does not duplicate a second sign-up of the same address, whatever its case', async () => {
    await signUp(database.db, 'ana@example.org');
    expect(await signUp(database.db, 'Ana@Example.org')).toBe('confirmation-recently-sent');
    expect(await subscribers(database.db)).toHaveLength(1);
    expect(await queuedConfirmations(database.db)).toHaveLength(1);

    const [email] = await queuedConfirmations(database.db);
    await confirmNewsletterSignup(database.db, tokenOf(email!.confirmUrl));
    expect(await signUp(database.db, 'ANA@example.org')).toBe('already-subscribed');
    expect(await subscribers(database.db)).toHaveLength(1);
    expect(await queuedConfirmations(database.db)).toHaveLength(1);
  });

  it('takes turns when the same address signs up twice at once', async () => {
    const outcomes = await Promise.all([signUp(database.db, 'sam@example.org'), signUp(database.db, 'SAM@example.org')]);
    expect(outcomes.sort()).toEqual(['confirmation-recently-sent', 'confirmation-sent']);
    expect(await subscribers(database.db)).toHaveLength(1);
    expect(await queuedConfirmations(database.db)).toHaveLength(1);
  });

  it('sends a new confirmation once the last one is older than the resend interval, and only the new link works', async () => {
    await signUp(database.db, 'ana@example.org');
    await sql`update newsletter_subscribers set confirmation_sent_at = now() - interval '11 minutes'`.execute(database.db);
    expect(await signUp(database.db, 'ana@example.org')).toBe('confirmation-sent');
    const [first, second] = await queuedConfirmations(database.db);
    expect(await confirmNewsletterSignup(database.db, tokenOf(first!.confirmUrl))).toBeNull();
    expect(await confirmNewsletterSignup(database.db, tokenOf(second!.confirmUrl))).not.toBeNull();
  });

  it('refuses a confirmation link older than seven days', async () => {
    await signUp(database.db, 'ana@example.org');
    await sql`update newsletter_subscribers set confirmation_sent_at = now() - interval '8 days'`.execute(database.db);
    const [email] = await queuedConfirmations(database.db);
    expect(await confirmNewsletterSignup(database.db, tokenOf(email!.confirmUrl))).toBeNull();
  });

  it('unsubscribes by the link, harmlessly twice, and a later sign-up starts over', async () => {
    await signUp(database.db, 'ana@example.org');
    const [email] = await queuedConfirmations(database.db);
    await confirmNewsletterSignup(database.db, tokenOf(email!.confirmUrl));

    const unsubscribeToken = tokenOf(email!.unsubscribeUrl);
    expect(await unsubscribeFromNewsletter(database.db, unsubscribeToken)).toEqual({ email: 'ana@example.org' });
    const [unsubscribed] = await subscribers(database.db);
    expect(unsubscribed).toMatchObject({ status: 'unsubscribed' });
    expect(await unsubscribeFromNewsletter(database.db, unsubscribeToken)).toEqual({ email: 'ana@example.org' });
    expect((await subscribers(database.db))[0]!.unsubscribed_at).toEqual(unsubscribed!.unsubscribed_at);
    expect(await unsubscribeFromNewsletter(database.db, 'x'.repeat(43))).toBeNull();

    expect(await signUp(database.db, 'ana@example.org')).toBe('confirmation-sent');
    expect((await subscribers(database.db))[0]).toMatchObject({ status: 'pending', unsubscribed_at: null });
  });
});
