import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { hashToken, newToken, sql } from '@vtrans/db';
import { createUser, giveTotp, newClientAddress, sessionCount, signedInCookie, totpCode } from '../auth-fixtures';
import { e2eBaseUrl } from '../e2e-env';
import { expectMail } from '../mailbox';
import { nuErrors } from '../nu-checker';
import { cleanUpAfterEach, runDatabase } from '../run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

/*
 * The second step of a staff sign-in (issue 38), through the auth API as a browser's forms and
 * scripts call it. Each test is its own client address, so the per-client limits of one never
 * reach another.
 */

/** A browser of its own (its own cookies), from an address of its own. */
async function newBrowser(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: e2eBaseUrl, extraHTTPHeaders: { origin: e2eBaseUrl, 'x-forwarded-for': newClientAddress() } });
}

/** Follows an e-mailed sign-in link (its POST), with a token made as sendSignInLink makes one. */
async function followLink(browser: APIRequestContext, email: string, callbackUrl = '/admin') {
  const token = newToken();
  await db()
    .insertInto('sign_in_tokens')
    .values({ token_hash: hashToken(token), email, expires_at: sql<Date>`now() + interval '15 minutes'` })
    .execute();
  const response = await browser.post('/api/auth/callback/email', { data: { token, callbackUrl } });
  expect(response.status()).toBe(200);
  return (await response.json()).data as { url: string; secondFactor?: boolean };
}

const whoIsSignedIn = async (browser: APIRequestContext) => (await (await browser.get('/api/auth/session')).json()).data?.user?.email ?? null;

const answer = (browser: APIRequestContext, method: string, code: string) => browser.post('/api/auth/second-factor', { data: { method, code } });

test('an e-mail link alone no longer opens an admin session: the code from the app does, once', async () => {
  const admin = await createUser(db(), 'admin');
  const key = await giveTotp(db(), admin.id);
  const browser = await newBrowser();
  try {
    expect(await followLink(browser, admin.email)).toEqual({ url: '/auth/second-factor', secondFactor: true });
    expect(await whoIsSignedIn(browser)).toBeNull();
    expect(await sessionCount(db(), admin.id)).toBe(0);

    const wrong = totpCode(key, 5);
    expect((await answer(browser, 'totp', wrong)).status()).toBe(401);
    const code = totpCode(key);
    const right = await answer(browser, 'totp', code);
    expect(right.status()).toBe(200);
    expect((await right.json()).data).toEqual({ url: '/admin' });
    expect(await whoIsSignedIn(browser)).toBe(admin.email);
    expect(await db().selectFrom('sessions').select('second_factor').where('user_id', '=', admin.id).execute()).toEqual([{ second_factor: 'totp' }]);

    // The same code, seen over a shoulder, does not work for another sign-in within its 30 seconds.
    const other = await newBrowser();
    try {
      await followLink(other, admin.email);
      expect((await answer(other, 'totp', code)).status()).toBe(401);
      expect(await whoIsSignedIn(other)).toBeNull();
    } finally {
      await other.dispose();
    }
  } finally {
    await browser.dispose();
  }
});

test('an admin without a second factor gets no session from a password or a link: the role requires one, set up first', async () => {
  const password = 'an admin passphrase here';
  const admin = await createUser(db(), 'admin', { password });
  const browser = await newBrowser();
  try {
    const signIn = await browser.post('/api/auth/callback/credentials', { data: { email: admin.email, password } });
    expect((await signIn.json()).data).toEqual({ url: '/auth/second-factor', secondFactor: true });
    expect(await whoIsSignedIn(browser)).toBeNull();
    const page = await (await browser.get('/auth/second-factor')).text();
    expect(page).toContain('Set up a second factor');
    // The waiting sign-in cannot be answered with a code (there is no factor to check it against),
    // nor finished as set up before this browser has set one up.
    expect((await answer(browser, 'totp', '123456')).status()).toBe(401);
    expect((await browser.post('/api/auth/second-factor', { data: { method: 'enrolled' } })).status()).toBe(401);
    expect(await whoIsSignedIn(browser)).toBeNull();
  } finally {
    await browser.dispose();
  }

  // Where two admins made it optional for reviewers (issue 54), a link alone signs a reviewer in;
  // required again (the default), it does not.
  const reviewer = await createUser(db(), 'reviewer', { password });
  // Required again after the test too, however it ended: every other test's reviewers need one.
  const requireForReviewers = () => db().updateTable('second_factor_policy').set({ required: true }).where('role', '=', 'reviewer').execute();
  afterTest(requireForReviewers);
  await db().updateTable('second_factor_policy').set({ required: false }).where('role', '=', 'reviewer').execute();
  const reviewersBrowser = await newBrowser();
  try {
    expect(await followLink(reviewersBrowser, reviewer.email)).toEqual({ url: '/admin' });
    expect(await whoIsSignedIn(reviewersBrowser)).toBe(reviewer.email);
  } finally {
    await reviewersBrowser.dispose();
  }
  await requireForReviewers();
  const later = await newBrowser();
  try {
    expect((await followLink(later, reviewer.email)).secondFactor).toBe(true);
    expect(await whoIsSignedIn(later)).toBeNull();
  } finally {
    await later.dispose();
  }
});

test('a recovery code signs in once, and its owner is e-mailed that it was used', async () => {
  const admin = await createUser(db(), 'admin');
  await giveTotp(db(), admin.id);
  // As the setup stores them: the hash of the code without its dashes, in lower case.
  await db()
    .insertInto('recovery_codes')
    .values([
      { user_id: admin.id, code_hash: hashToken('abcdef234567abcdef234567') },
      { user_id: admin.id, code_hash: hashToken('ghijkl234567ghijkl234567') },
    ])
    .execute();
  const first = await newBrowser();
  const second = await newBrowser();
  try {
    await followLink(first, admin.email);
    expect((await answer(first, 'recovery-code', 'ABCDEF-234567-ABCDEF-234567')).status()).toBe(200);
    expect(await whoIsSignedIn(first)).toBe(admin.email);
    const [mail] = await expectMail(admin.email, 1, (candidate) => candidate.subject.includes('recovery code'));
    expect(mail!.text).toContain('A recovery code was used to sign in to your account.');

    await followLink(second, admin.email);
    const again = await answer(second, 'recovery-code', 'abcdef-234567-abcdef-234567');
    expect(again.status()).toBe(401);
    expect((await again.json()).message).toBe('That recovery code did not work: it is not one of yours, or it was used already.');
    expect(await whoIsSignedIn(second)).toBeNull();
  } finally {
    await Promise.all([first.dispose(), second.dispose()]);
  }
});

test('a waiting sign-in takes five wrong answers, then must start again; a malformed answer is a 400 naming the field', async () => {
  const admin = await createUser(db(), 'admin');
  const key = await giveTotp(db(), admin.id);
  const browser = await newBrowser();
  try {
    await followLink(browser, admin.email);
    const malformed = await answer(browser, 'totp', 'twelve');
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).message).toBe('code: Enter the 6-digit code your authenticator app shows.');
    const passkey = await browser.post('/api/auth/second-factor', { data: { method: 'passkey', credential: '{"id":' } });
    expect(passkey.status()).toBe(400);
    expect((await passkey.json()).message).toMatch(/^credential: /);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await answer(browser, 'totp', totpCode(key, 10 + attempt))).status());
    // Past the first wrong tries the account's growing delays answer 429, as they do for passwords.
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Only the answers that were checked count against the sign-in.
    const counted = await db().selectFrom('second_factor_sign_ins').select('failed_attempts').where('user_id', '=', admin.id).executeTakeFirstOrThrow();
    expect(counted.failed_attempts).toBe(statuses.filter((status) => status === 401).length);
    await db().updateTable('second_factor_sign_ins').set({ failed_attempts: 5 }).where('user_id', '=', admin.id).execute();
    const late = await answer(browser, 'totp', totpCode(key));
    expect(late.status()).toBe(401);
    expect((await late.json()).message).toBe('That sign-in took too long or had too many wrong tries. Please sign in again.');
    expect(await whoIsSignedIn(browser)).toBeNull();
  } finally {
    await browser.dispose();
  }
});

test('the second step, the account page and Your sessions are valid HTML to the Nu checker, in each of their states', async () => {
  test.slow();
  const admin = await createUser(db(), 'admin', { password: 'an admin passphrase here' });
  const withFactors = await createUser(db(), 'admin');
  await giveTotp(db(), withFactors.id);
  await db()
    .insertInto('passkeys')
    .values({ id: `key-${withFactors.id}`, user_id: withFactors.id, public_key: Buffer.from([1, 2, 3]), label: 'Work laptop' })
    .execute();
  const documents: { name: string; html: Buffer }[] = [];
  const [enrolling, verifying, stranger] = [await newBrowser(), await newBrowser(), await newBrowser()];
  try {
    await enrolling.post('/api/auth/callback/credentials', { data: { email: admin.email, password: 'an admin passphrase here' } });
    documents.push({ name: 'second-factor-setup', html: await (await enrolling.get('/auth/second-factor')).body() });
    await followLink(verifying, withFactors.email);
    documents.push({ name: 'second-factor-answer', html: await (await verifying.get('/auth/second-factor?error=WrongCode')).body() });
    documents.push({ name: 'second-factor-expired', html: await (await stranger.get('/auth/second-factor')).body() });
    for (const [user, name] of [
      [admin, 'without-factor'],
      [withFactors, 'with-factors'],
    ] as const) {
      const cookie = await signedInCookie(db(), user.id);
      for (const path of ['/admin', '/admin/account', '/admin/account/sessions?ended=1', '/admin/users']) {
        const response = await verifying.get(path, { headers: { cookie } });
        expect(response.status(), path).toBe(200);
        documents.push({ name: `${name}${path}`, html: await response.body() });
      }
    }
  } finally {
    await Promise.all([enrolling.dispose(), verifying.dispose(), stranger.dispose()]);
  }
  expect(await nuErrors(documents)).toEqual([]);
});
