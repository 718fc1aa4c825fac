import { INVITATION_LINK_DAYS, type Role, SIGN_IN_LINK_MINUTES, sessionPolicy } from '@vtrans/contracts/auth';
import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../db';
import { hashToken, newToken } from '../tokens';
import type { Database, SecondFactorKind } from '../types';
import { enqueue } from './outbox';
import { containsPattern } from '../like';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  localityFips: string | null;
}

export interface ValidSession {
  id: string;
  expiresAt: Date;
  /** When its owner last proved who they are: the sign-in, or a later proof on the account page (issue 54). */
  provedAt: Date;
  user: SessionUser;
}

const byEmail = (email: string) => sql<boolean>`lower(email) = ${email.toLowerCase()}`;

/** The account that may sign in with this address: a disabled one is as good as none. */
export async function findUserByEmail(db: DbOrTrx, email: string) {
  return db.selectFrom('users').selectAll().where(byEmail(email)).where('disabled_at', 'is', null).executeTakeFirst();
}

/** An account by id, with its role (what a sign-in decides the next step by). */
export async function findUserById(db: DbOrTrx, id: string) {
  return db.selectFrom('users').select(['id', 'email', 'role']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** The account an e-mail link signs in to; anyone may have one (role public) to comment under. */
export async function findOrCreateUser(db: DbOrTrx, email: string): Promise<string> {
  await db
    .insertInto('users')
    .values({ email })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .execute();
  const user = await db.selectFrom('users').select('id').where(byEmail(email)).executeTakeFirstOrThrow();
  return user.id;
}

/**
 * A new session for a sign-in: returns the cookie's token (only its hash is stored), and notes the
 * sign-in on the account. Null for a disabled account: whatever let it this far, it gets no session.
 */
export async function createSession(
  db: DbOrTrx,
  userId: string,
  /** The browser and address it signs in from, and the second factor it answered, for "Your sessions". */
  seen: { userAgent?: string; clientAddress?: string; secondFactor?: SecondFactorKind } = {},
): Promise<{ token: string; expiresAt: Date } | null> {
  const signedIn = await db
    .updateTable('users')
    .set({ last_sign_in_at: sql`now()` })
    .where('id', '=', userId)
    .where('disabled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!signedIn) return null;
  const token = newToken();
  const row = await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      expires_at: sql<Date>`now() + make_interval(hours => ${sessionPolicy.absoluteHours})`,
      user_agent: (seen.userAgent ?? '').slice(0, 512),
      client_address: (seen.clientAddress ?? '').slice(0, 64),
      second_factor: seen.secondFactor ?? null,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return { token, expiresAt: row.expires_at };
}

/**
 * The session a cookie's token belongs to, if it has neither reached its absolute lifetime nor
 * sat idle past the inactivity timeout. Use moves `last_seen_at` on (at most once a minute, to
 * spare writes); an ended session is deleted.
 */
export async function validateSession(db: DbOrTrx, token: string): Promise<ValidSession | null> {
  const id = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('second_factor_policy as policy', 'policy.role', 'users.role')
    .select([
      'sessions.id',
      'sessions.expires_at',
      'sessions.proved_at',
      'users.id as user_id',
      'users.email',
      'users.name',
      'users.role',
      'users.locality_fips',
    ])
    // A session that signed in without a second factor is over once its role requires one (issue
    // 54): when the rule is switched on, when the account is given such a role, and at the upgrade
    // that made every staff role require one. The one place that decides, so none can forget it.
    .select(
      sql<boolean>`sessions.expires_at > now()
      and sessions.last_seen_at > now() - make_interval(mins => ${sessionPolicy.inactivityMinutes})
      and (sessions.second_factor is not null or not coalesce(policy.required, users.role <> 'public'))`.as('alive'),
    )
    .select(sql<boolean>`sessions.last_seen_at < now() - interval '1 minute'`.as('stale_seen'))
    .where('sessions.id', '=', id)
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (!row.alive) {
    await invalidateSession(db, id);
    return null;
  }
  if (row.stale_seen)
    await db
      .updateTable('sessions')
      .set({ last_seen_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  return {
    id: row.id,
    expiresAt: row.expires_at,
    provedAt: row.proved_at,
    user: { id: row.user_id, email: row.email, name: row.name, role: row.role, localityFips: row.locality_fips },
  };
}

/** Its owner proved who they are again (a password, a code or a passkey): credential changes may follow for a while. */
export async function sessionProved(db: DbOrTrx, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ proved_at: sql`now()` })
    .where('id', '=', sessionId)
    .execute();
}

/** Keeps the passkey challenge a session is asked to answer to prove itself: one at a time, for five minutes. */
export async function setSessionProofChallenge(db: DbOrTrx, sessionId: string, challenge: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ proof_challenge: challenge, proof_challenge_expires_at: sql`now() + interval '5 minutes'` })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * Takes the session's passkey challenge, which works once: null when none was offered or it
 * expired. One statement, so call it outside the transaction that checks the answer: a wrong
 * answer rolls that back, and must still have spent the challenge.
 */
export async function takeSessionProofChallenge(db: DbOrTrx, sessionId: string): Promise<string | null> {
  const taken = await sql<{ challenge: string }>`
    update sessions s set proof_challenge = null, proof_challenge_expires_at = null
    from (select id, proof_challenge, proof_challenge_expires_at from sessions where id = ${sessionId} for update) old
    where s.id = old.id and old.proof_challenge is not null and old.proof_challenge_expires_at > now()
    returning old.proof_challenge as challenge`.execute(db);
  return taken.rows[0]?.challenge ?? null;
}

export async function invalidateSession(db: DbOrTrx, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function invalidateUserSessions(db: DbOrTrx, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Remembers a browser that signed in as `userId`: returns its device cookie's token; only the hash is stored. */
export async function trustDevice(db: DbOrTrx, userId: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('trusted_devices')
    .values({ token_hash: hashToken(token), user_id: userId })
    .execute();
  return token;
}

/** Whether a device cookie's token belongs to a browser that has signed in to this account (by its address or its id). */
export async function isTrustedDevice(db: DbOrTrx, token: string, account: { email: string } | { userId: string }): Promise<boolean> {
  const row = await db
    .selectFrom('trusted_devices as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select('d.user_id')
    .where('d.token_hash', '=', hashToken(token))
    .where((eb) => ('userId' in account ? eb('u.id', '=', account.userId) : eb(sql`lower(u.email)`, '=', account.email.trim().toLowerCase())))
    .executeTakeFirst();
  return Boolean(row);
}

/** A new single-use sign-in token for `email`, valid `minutes`; only its hash is stored. */
async function issueSignInToken(trx: Transaction<Database>, email: string, minutes: number): Promise<string> {
  const token = newToken();
  await trx
    .insertInto('sign_in_tokens')
    .values({ token_hash: hashToken(token), email, expires_at: sql<Date>`now() + make_interval(mins => ${minutes})` })
    .execute();
  return token;
}

/**
 * Stores a sign-in link's token (hashed) and queues the event whose e-mail carries it, in one
 * transaction; the link takes the person to `callbackUrl` (a path) once signed in.
 */
export async function sendSignInLink(trx: Transaction<Database>, email: string, callbackUrl: string): Promise<void> {
  // A disabled account is sent nothing; the answer is the same as for anyone (no account states told).
  const disabled = await trx.selectFrom('users').select('id').where(byEmail(email)).where('disabled_at', 'is not', null).executeTakeFirst();
  if (disabled) return;
  const token = await issueSignInToken(trx, email, SIGN_IN_LINK_MINUTES);
  await enqueue(trx, { name: 'auth.sign-in-link', payload: { email, token, callbackUrl, validMinutes: SIGN_IN_LINK_MINUTES } });
}

/** Uses up a sign-in link: the address it was sent to, or null if unknown, used or expired. */
export async function consumeSignInToken(db: DbOrTrx, token: string): Promise<string | null> {
  const row = await db
    .updateTable('sign_in_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('email')
    .executeTakeFirst();
  return row?.email ?? null;
}

export async function setPassword(db: DbOrTrx, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/** Accounts, by address; with `search`, those whose address or name holds it (case aside). */
export async function listUsers(db: DbOrTrx, search = '') {
  let query = db
    .selectFrom('users')
    .leftJoin('localities', 'localities.fips', 'users.locality_fips')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'users.locality_fips',
      'localities.full_name as locality_name',
      'users.created_at',
      'users.last_sign_in_at',
      'users.disabled_at',
    ])
    .select(
      sql<boolean>`exists (select 1 from totp_credentials t where t.user_id = users.id and t.confirmed_at is not null)
        or exists (select 1 from passkeys p where p.user_id = users.id)`.as('has_second_factor'),
    )
    .orderBy('users.email');
  const words = search.trim();
  if (words) {
    const pattern = containsPattern(words);
    query = query.where((eb) => eb.or([eb('users.email', 'ilike', pattern), eb('users.name', 'ilike', pattern)]));
  }
  return query.execute();
}

/**
 * Disables an account or enables it again. Disabled, its sessions and unused sign-in links end in
 * the same transaction, so it is signed out at once everywhere. False for an unknown account.
 */
export async function setUserDisabled(trx: Transaction<Database>, userId: string, disabled: boolean, actorId: string): Promise<boolean> {
  const user = await trx
    .updateTable('users')
    .set({ disabled_at: disabled ? sql<Date>`now()` : null, updated_at: sql`now()` })
    .where('id', '=', userId)
    .returning('email')
    .executeTakeFirst();
  if (!user) return false;
  if (disabled) {
    await invalidateUserSessions(trx, userId);
    await trx
      .deleteFrom('sign_in_tokens')
      .where(sql<boolean>`lower(email) = lower(${user.email})`)
      .execute();
  }
  await auditUser(trx, actorId, disabled ? 'user.disable' : 'user.enable', userId, user.email);
  return true;
}

/**
 * Removes an account that holds nothing the record needs. One that submitted spatial data or
 * updated a GAP-TA application is kept (disable it instead): 'kept'. Other traces (comments, content
 * history, audit) keep their words and lose the link to the person.
 */
export async function removeUser(trx: Transaction<Database>, userId: string): Promise<'removed' | 'kept' | 'not-found'> {
  const held = await userRemovalEffects(trx, userId);
  if (!held) return 'not-found';
  if (held.holds) return 'kept';
  await trx.deleteFrom('users').where('id', '=', userId).execute();
  return 'removed';
}

/** Locks an account for a change an admin is about to make: a second admin's change waits for the first (issue 56). */
export async function lockAccount(trx: Transaction<Database>, userId: string): Promise<boolean> {
  return Boolean(await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst());
}

/**
 * What removing an account touches (issue 56; the admin's confirmation says it and the audit
 * entry keeps it): its address and role, whether it holds records that keep it, the comments
 * staff entered under it, its open sessions. Locked; null for no such account.
 */
export async function userRemovalEffects(trx: Transaction<Database>, userId: string) {
  return trx
    .selectFrom('users')
    .select(['email', 'role'])
    .select(
      sql<boolean>`exists (select 1 from spatial_submissions where user_id = users.id)
      or exists (select 1 from gap_ta_applications where updated_by = users.id)`.as('holds'),
    )
    .select(sql<number>`(select count(*)::int from comments where entered_by = users.id)`.as('commentsEntered'))
    .select(sql<number>`(select count(*)::int from sessions where user_id = users.id and expires_at > now())`.as('sessions'))
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Who disabled, enabled or removed an account, and when: the audit log keeps the address the account had. */
async function auditUser(trx: Transaction<Database>, actorId: string, action: string, userId: string, email: string) {
  await trx
    .insertInto('audit_log')
    .values({ actor_id: actorId, action, subject: `user:${userId}`, details: JSON.stringify({ email }) })
    .execute();
}

/**
 * Changes a user's role (and locality). Their sessions end at once, so the new role applies from
 * their next sign-in rather than whenever a cached session would have noticed.
 */
export async function setUserRole(trx: Transaction<Database>, userId: string, change: { role: Role; localityFips?: string }) {
  const updated = await trx
    .updateTable('users')
    .set({ role: change.role, locality_fips: change.role === 'locality' ? (change.localityFips ?? null) : null, updated_at: sql`now()` })
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (updated) await invalidateUserSessions(trx, userId);
  return Boolean(updated);
}

/**
 * An admin's invitation: the account with its role, and an e-mail saying who invited them, as what
 * and for which locality, with a sign-in link that works once within INVITATION_LINK_DAYS.
 */
export async function inviteUser(
  trx: Transaction<Database>,
  invitation: { email: string; name: string; role: Role; localityFips?: string },
  invitedBy: string,
  /** Where the invitation's link takes them once signed in (a path). */
  callbackUrl: string,
): Promise<'invited' | 'exists'> {
  const inserted = await trx
    .insertInto('users')
    .values({
      email: invitation.email,
      name: invitation.name,
      role: invitation.role,
      locality_fips: invitation.role === 'locality' ? (invitation.localityFips ?? null) : null,
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return 'exists';
  const validMinutes = INVITATION_LINK_DAYS * 24 * 60;
  const token = await issueSignInToken(trx, invitation.email, validMinutes);
  const localityFips = invitation.role === 'locality' ? (invitation.localityFips ?? undefined) : undefined;
  await enqueue(trx, {
    name: 'auth.sign-in-link',
    payload: { email: invitation.email, token, callbackUrl, validMinutes, invitation: { invitedBy, role: invitation.role, localityFips } },
  });
  return 'invited';
}

/** `npm run create-admin`: an admin account with a password, created or promoted (ending its sessions). */
export async function upsertAdmin(db: DbOrTrx, email: string, passwordHash: string | null): Promise<void> {
  const { id } = await db
    .insertInto('users')
    .values({ email, role: 'admin', password_hash: passwordHash })
    .onConflict((conflict) =>
      conflict.expression(sql`lower(email)`).doUpdateSet({
        role: 'admin',
        locality_fips: null,
        // Without a new password, an existing one stays.
        password_hash: sql`coalesce(excluded.password_hash, users.password_hash)`,
        updated_at: sql`now()`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await invalidateUserSessions(db, id);
}
