import type { BrowserContext } from '@playwright/test';
import type { Role } from '@vtrans/contracts/auth';
import { createSession, type Db, hashPassword, sql } from '@vtrans/db';
import { e2eBaseUrl } from './e2e-env';

export const sessionCookieName = 'vtrans_session';

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

/** A signed-in session for a user, as the Cookie header a browser would send. */
export async function signedInCookie(db: Db, userId: string): Promise<string> {
  const { token } = (await createSession(db, userId))!;
  return `${sessionCookieName}=${token}`;
}

export async function sessionCount(db: Db, userId: string): Promise<number> {
  const result = await sql<{ count: string }>`select count(*) from sessions where user_id = ${userId}`.execute(db);
  return Number(result.rows[0]!.count);
}

/** A fresh account of a role, signed in in this browser context (its session cookie set). */
export async function signInBrowser(db: Db, context: BrowserContext, role: Role) {
  const user = await createUser(db, role);
  const { token } = (await createSession(db, user.id))!;
  await context.addCookies([{ name: sessionCookieName, value: token, url: e2eBaseUrl }]);
  return user;
}
