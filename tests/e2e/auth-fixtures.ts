import type { BrowserContext, Page } from '@playwright/test';
import type { Role } from '@vtrans/contracts/auth';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { createHmac } from 'node:crypto';
import { createSession, type Db, hashPassword, sql } from '@vtrans/db';
import { e2eBaseUrl } from './e2e-env';

export const sessionCookieName = 'vtrans_session';

/**
 * A client address of a test's own, as the one proxy the test server trusts (TRUST_PROXY=1) would
 * write it in X-Forwarded-For: the site's per-client limits (sign-in, codes, comments, likes, forms,
 * searches) count it apart from every other test's. Random in 10.0.0.0/8, never a fixed address or
 * a counter: a lane's limits live in its Redis across all its tests and worker processes.
 */
export function newClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 256);
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** An account with a role (and a password, if given), created fresh for a test. */
export async function createUser(db: Db, role: Role, options: { password?: string; email?: string } = {}) {
  const email = options.email ?? `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
  const user = await db
    .insertInto('users')
    .values({
      email,
      role,
      locality_fips: role === 'locality' ? '51760' : null,
      password_hash: options.password ? await hashPassword(options.password) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, email };
}

/**
 * A signed-in session for a user, as the Cookie header a browser would send. A staff or locality
 * account's session is one that answered a second factor (its role requires one, issue 54: a
 * session without one is refused); `withoutSecondFactor` makes the kind a password or a link alone
 * used to give, for the tests that prove it is refused.
 */
export async function signedInCookie(db: Db, userId: string, options: { withoutSecondFactor?: boolean } = {}): Promise<string> {
  return `${sessionCookieName}=${await sessionToken(db, userId, options)}`;
}

async function sessionToken(db: Db, userId: string, options: { withoutSecondFactor?: boolean } = {}): Promise<string> {
  const { role } = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirstOrThrow();
  const secondFactor = role === 'public' || options.withoutSecondFactor ? undefined : ('totp' as const);
  return (await createSession(db, userId, { secondFactor }))!.token;
}

export async function sessionCount(db: Db, userId: string): Promise<number> {
  const result = await sql<{ count: string }>`select count(*) from sessions where user_id = ${userId}`.execute(db);
  return Number(result.rows[0]!.count);
}

/** A fresh account of a role, signed in in this browser context (its session cookie set). */
export async function signInBrowser(db: Db, context: BrowserContext, role: Role) {
  const user = await createUser(db, role);
  const token = await sessionToken(db, user.id);
  await context.addCookies([{ name: sessionCookieName, value: token, url: e2eBaseUrl }]);
  return user;
}

/** Gives an account a confirmed authenticator app, as if set up: its key, for the test to compute codes with. */
export async function giveTotp(db: Db, userId: string): Promise<Uint8Array> {
  const key = crypto.getRandomValues(new Uint8Array(20));
  await db
    .insertInto('totp_credentials')
    .values({ user_id: userId, key: Buffer.from(key), confirmed_at: new Date() })
    .execute();
  return key;
}

/**
 * The code an authenticator app shows for `key` now (or `steps` of 30 s later), computed here as
 * RFC 6238 and RFC 4226 §5.3 say, with node's HMAC: not with the library the site checks codes with.
 */
export function totpCode(key: Uint8Array, steps = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A key as the setup page writes it (base32 in groups of four), back to bytes, as an app reading it would. */
export function keyFromText(text: string): Uint8Array {
  return decodeBase32IgnorePadding(text.replace(/\s/g, '').toUpperCase());
}

/**
 * The browser's own authenticator, as Chromium's DevTools protocol simulates one: it keeps
 * resident keys and checks its owner (a PIN, a fingerprint), and answers without a tap.
 */
export async function addPlatformAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
