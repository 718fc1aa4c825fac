import { POLICY_OFF_CONFIRM_HOURS, secondFactorStep, type SecondFactorRole, type SecurityEvent } from '@vtrans/contracts/second-factor';
import type { Role } from '@vtrans/contracts/auth';
import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../db';
import { hashToken, newToken } from '../tokens';
import type { Database, SecondFactorKind } from '../types';
import { enqueue } from './outbox';

/*
 * An account's second factors, the half-done sign-ins waiting for one, its sessions as its owner
 * sees them, and the security events its owner is e-mailed about (issue 38). The checks of codes
 * and passkeys are the web app's; this file keeps what they need.
 */

/** Where a security event came from, when a person's request did it. */
export interface RequestDevice {
  userAgent: string;
  address: string;
}

/**
 * Tells the owner of `userId` what happened to their account: an event the worker turns into an
 * e-mail, committed with the change (the caller's transaction).
 */
export async function recordSecurityEvent(
  trx: Transaction<Database>,
  userId: string,
  event: SecurityEvent,
  extra: { device?: RequestDevice; detail?: string } = {},
): Promise<void> {
  const device = extra.device && { userAgent: extra.device.userAgent.slice(0, 512), address: extra.device.address.slice(0, 64) };
  await enqueue(trx, { name: 'account.security', payload: { userId, event, at: new Date().toISOString(), device, detail: extra.detail?.slice(0, 120) } });
}

/**
 * The account a security e-mail goes to (by id: an address change would otherwise send it
 * elsewhere), and when it last signed in (null before its first sign-in).
 */
export async function findAccountForNotice(db: DbOrTrx, userId: string) {
  return db.selectFrom('users').select(['email', 'name', 'role', 'locality_fips', 'last_sign_in_at']).where('id', '=', userId).executeTakeFirst();
}

/** What second factors an account has: a confirmed authenticator app, its passkeys and how many recovery codes are left. */
export async function secondFactorsOf(db: DbOrTrx, userId: string) {
  const [totp, passkeys, codes] = await Promise.all([
    db.selectFrom('totp_credentials').select(['confirmed_at']).where('user_id', '=', userId).where('confirmed_at', 'is not', null).executeTakeFirst(),
    db.selectFrom('passkeys').select(['id', 'label', 'created_at', 'last_used_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
    db
      .selectFrom('recovery_codes')
      .select(sql<number>`count(*)::int`.as('left'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { totp: totp ? { addedAt: totp.confirmed_at! } : null, passkeys, recoveryCodesLeft: codes.left };
}

export type SecondFactors = Awaited<ReturnType<typeof secondFactorsOf>>;

export const hasAnyFactor = (factors: SecondFactors) => Boolean(factors.totp || factors.passkeys.length > 0);

/** Whether the account has a password to sign in with (and so one to prove before changing it). */
export async function passwordHashOf(db: DbOrTrx, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.password_hash;
}

/** Whether a second factor is required of this role (the public: never; a staff role without a rule: always). */
export async function secondFactorRequired(db: DbOrTrx, role: Role): Promise<boolean> {
  if (role === 'public') return false;
  const row = await db.selectFrom('second_factor_policy').select('required').where('role', '=', role).executeTakeFirst();
  return row?.required ?? true;
}

export async function secondFactorPolicy(db: DbOrTrx) {
  return (
    db
      .selectFrom('second_factor_policy as p')
      .leftJoin('users as asker', 'asker.id', 'p.off_requested_by')
      .select(['p.role', 'p.required', 'p.updated_at', 'p.off_requested_by', 'p.off_requested_at', 'asker.email as off_requested_by_email'])
      // A request not confirmed in time lapses: it is shown as none, and cannot be confirmed.
      .select(sql<boolean>`p.off_requested_at > now() - make_interval(hours => ${POLICY_OFF_CONFIRM_HOURS})`.as('off_request_live'))
      .orderBy('p.role')
      .execute()
  );
}

/**
 * Tells every active administrator of a change to who holds power over the rules: who must have a
 * second factor, or a new administrator (an account.security event each). `detail` names the role
 * and the admin who acted, so another admin can tell when one person did both steps.
 */
export async function tellAdmins(
  trx: Transaction<Database>,
  event: 'policy-required' | 'policy-off-requested' | 'policy-optional' | 'admin-added',
  detail: string,
  device?: RequestDevice,
): Promise<void> {
  const admins = await trx.selectFrom('users').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null).execute();
  for (const admin of admins) await recordSecurityEvent(trx, admin.id, event, { device, detail });
}

/** What the policy e-mails name: the role, and the admin who acted. */
async function policyDetail(trx: Transaction<Database>, role: SecondFactorRole, actorId: string): Promise<string> {
  const actor = await trx.selectFrom('users').select('email').where('id', '=', actorId).executeTakeFirstOrThrow();
  return `${role}, by ${actor.email}`;
}

function auditPolicy(trx: Transaction<Database>, actorId: string, role: SecondFactorRole, details: Record<string, unknown>) {
  return trx
    .insertInto('audit_log')
    .values({ actor_id: actorId, action: 'second-factor.policy', subject: `role:${role}`, details: JSON.stringify(details) })
    .execute();
}

/** A role's rule, locked for the change (every staff role has a row from the migrations on). */
function lockedPolicy(trx: Transaction<Database>, role: SecondFactorRole) {
  return trx
    .selectFrom('second_factor_policy')
    .select(['required', 'off_requested_by', 'off_requested_at'])
    .select(sql<boolean>`coalesce(off_requested_at > now() - make_interval(hours => ${POLICY_OFF_CONFIRM_HOURS}), false)`.as('request_live'))
    .where('role', '=', role)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Makes a second factor required of a role, or withdraws a request to make it optional. Switched
 * on, the role's sessions that signed in without one are ended here (as validateSession would end
 * them) and every admin is told.
 */
export async function requireSecondFactor(
  trx: Transaction<Database>,
  role: SecondFactorRole,
  actorId: string,
  device?: RequestDevice,
): Promise<{ sessionsEnded: number; wasRequired: boolean }> {
  const before = await lockedPolicy(trx, role);
  await trx
    .updateTable('second_factor_policy')
    .set({ required: true, off_requested_by: null, off_requested_at: null, updated_by: actorId, updated_at: sql`now()` })
    .where('role', '=', role)
    .execute();
  const ended = await trx
    .deleteFrom('sessions')
    .where('second_factor', 'is', null)
    .where('user_id', 'in', (users) => users.selectFrom('users').select('id').where('role', '=', role))
    .returning('id')
    .execute();
  if (!before.required) {
    await auditPolicy(trx, actorId, role, { required: true, sessionsEnded: ended.length });
    await tellAdmins(trx, 'policy-required', await policyDetail(trx, role, actorId), device);
  } else if (before.off_requested_by) {
    await auditPolicy(trx, actorId, role, { offRequestWithdrawn: true, requestedBy: before.off_requested_by });
  }
  return { sessionsEnded: ended.length, wasRequired: before.required };
}

/** One admin asks to make a role's second factor optional: nothing changes until another admin confirms. */
export async function requestSecondFactorOptional(
  trx: Transaction<Database>,
  role: SecondFactorRole,
  actorId: string,
  device?: RequestDevice,
): Promise<'requested' | 'already-optional' | 'already-asked'> {
  const row = await lockedPolicy(trx, role);
  if (!row.required) return 'already-optional';
  // Asking again would restart the day and e-mail everyone again.
  if (row.request_live) return 'already-asked';
  await trx
    .updateTable('second_factor_policy')
    .set({ off_requested_by: actorId, off_requested_at: sql`now()` })
    .where('role', '=', role)
    .execute();
  await auditPolicy(trx, actorId, role, { offRequested: true });
  await tellAdmins(trx, 'policy-off-requested', await policyDetail(trx, role, actorId), device);
  return 'requested';
}

/**
 * A second admin confirms another's request: the rule becomes optional. Refused (with the reason)
 * when there is no live request, when the one confirming is the one who asked, or when the
 * confirming account was made, or changed (its role given), after the request: one admin must not
 * be able to invite or promote a second account of their own to confirm their own request.
 */
export async function confirmSecondFactorOptional(
  trx: Transaction<Database>,
  role: SecondFactorRole,
  actorId: string,
  device?: RequestDevice,
): Promise<'optional' | 'no-request' | 'same-admin' | 'newer-admin'> {
  const row = await lockedPolicy(trx, role);
  if (!row.off_requested_by || !row.request_live) return 'no-request';
  if (row.off_requested_by === actorId) return 'same-admin';
  const confirmer = await trx
    .selectFrom('users')
    .select(sql<Date>`greatest(created_at, updated_at)`.as('changed_at'))
    .where('id', '=', actorId)
    .executeTakeFirstOrThrow();
  if (confirmer.changed_at > row.off_requested_at!) return 'newer-admin';
  await trx
    .updateTable('second_factor_policy')
    .set({ required: false, off_requested_by: null, off_requested_at: null, updated_by: actorId, updated_at: sql`now()` })
    .where('role', '=', role)
    .execute();
  await auditPolicy(trx, actorId, role, { required: false, requestedBy: row.off_requested_by });
  await tellAdmins(trx, 'policy-optional', await policyDetail(trx, role, actorId), device);
  return 'optional';
}

// ——— The step after the first factor ———

/** A sign-in that passed its first factor and waits for the second: the token for the browser's cookie. */
export async function beginSecondFactorSignIn(db: DbOrTrx, userId: string, firstFactor: 'password' | 'link', callbackUrl: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('second_factor_sign_ins')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      first_factor: firstFactor,
      callback_url: callbackUrl,
      expires_at: sql<Date>`now() + make_interval(mins => ${secondFactorStep.minutes})`,
    })
    .execute();
  // Old, unfinished ones of this account go (a browser that starts again gets a new one).
  await db
    .deleteFrom('second_factor_sign_ins')
    .where('user_id', '=', userId)
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  return token;
}

/** The waiting sign-in a cookie's token belongs to, while it lasts and has tries left, with its account. */
export async function findSecondFactorSignIn(db: DbOrTrx, token: string) {
  return db
    .selectFrom('second_factor_sign_ins as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.token_hash', 's.user_id', 's.first_factor', 's.callback_url', 's.webauthn_challenge', 's.enrolled', 'u.email', 'u.role'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.failed_attempts', '<', secondFactorStep.attempts)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
}

export type SecondFactorSignIn = NonNullable<Awaited<ReturnType<typeof findSecondFactorSignIn>>>;

/**
 * A wrong answer: counted (the last allowed one ends the waiting sign-in: the person starts again),
 * and the passkey challenge it may have answered is spent.
 */
export async function failSecondFactorSignIn(db: DbOrTrx, tokenHash: string): Promise<void> {
  await db
    .updateTable('second_factor_sign_ins')
    .set({ failed_attempts: sql`failed_attempts + 1`, webauthn_challenge: null })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** The waiting sign-in is over (answered, or abandoned): it can never be answered again. */
export async function endSecondFactorSignIn(db: DbOrTrx, tokenHash: string): Promise<boolean> {
  const ended = await db.deleteFrom('second_factor_sign_ins').where('token_hash', '=', tokenHash).returning('user_id').executeTakeFirst();
  return Boolean(ended);
}

export async function setSignInChallenge(db: DbOrTrx, tokenHash: string, challenge: string): Promise<void> {
  await db.updateTable('second_factor_sign_ins').set({ webauthn_challenge: challenge }).where('token_hash', '=', tokenHash).execute();
}

/** Notes the factor a waiting sign-in set up (the browser holding it did), which then answers it. */
export async function markSignInEnrolled(db: DbOrTrx, tokenHash: string, factor: 'totp' | 'passkey'): Promise<void> {
  await db.updateTable('second_factor_sign_ins').set({ enrolled: factor }).where('token_hash', '=', tokenHash).execute();
}

// ——— Authenticator apps ———

/**
 * The key an authenticator app is being set up with: the unconfirmed one already made, or `fresh`
 * stored as it. Null when the account already has a confirmed app (remove it first).
 */
export async function totpKeyForSetup(db: DbOrTrx, userId: string, fresh: Uint8Array): Promise<Uint8Array | null> {
  await db
    .insertInto('totp_credentials')
    .values({ user_id: userId, key: Buffer.from(fresh) })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const row = await db.selectFrom('totp_credentials').select(['key', 'confirmed_at']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.confirmed_at ? null : row.key;
}

/** The account's app key, confirmed or being set up, and the last time step a code was taken for. */
export async function totpCredentialOf(db: DbOrTrx, userId: string) {
  return db.selectFrom('totp_credentials').select(['key', 'confirmed_at', 'last_counter']).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Takes a code's time step: true once per step and only for a later step than the last taken, so
 * a code seen over a shoulder (or replayed) cannot be used again. Confirms an app being set up.
 */
export async function takeTotpStep(db: DbOrTrx, userId: string, counter: bigint): Promise<boolean> {
  const taken = await db
    .updateTable('totp_credentials')
    .set({ last_counter: counter.toString(), confirmed_at: sql`coalesce(confirmed_at, now())` })
    .where('user_id', '=', userId)
    .where('last_counter', '<', counter.toString())
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(taken);
}

export async function removeTotp(db: DbOrTrx, userId: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('totp_credentials')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(removed);
}

// ——— Passkeys ———

/** The challenge a passkey registration must sign, for five minutes (one per account at a time). */
export async function savePasskeyRegistration(db: DbOrTrx, userId: string, challenge: string): Promise<void> {
  await db
    .insertInto('passkey_registrations')
    .values({ user_id: userId, challenge, expires_at: sql<Date>`now() + interval '5 minutes'` })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ challenge, expires_at: sql<Date>`now() + interval '5 minutes'` }))
    .execute();
}

/** Takes the registration's challenge (it works once), or null when there is none or it expired. */
export async function takePasskeyRegistration(db: DbOrTrx, userId: string): Promise<string | null> {
  const row = await db.deleteFrom('passkey_registrations').where('user_id', '=', userId).returning(['challenge', 'expires_at']).executeTakeFirst();
  return row && row.expires_at > new Date() ? row.challenge : null;
}

export async function addPasskey(
  db: DbOrTrx,
  passkey: { id: string; userId: string; publicKey: Uint8Array; counter: number; transports: string[]; label: string },
): Promise<void> {
  await db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      public_key: Buffer.from(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
      label: passkey.label,
    })
    .execute();
}

/** The account's passkeys with what a check of one needs. */
export async function passkeyCredentialsOf(db: DbOrTrx, userId: string) {
  return db.selectFrom('passkeys').select(['id', 'public_key', 'counter', 'transports', 'label']).where('user_id', '=', userId).execute();
}

/**
 * Records a passkey's use with the signature counter its answer carried, only if the counter moved
 * forward in the same statement (a device that keeps no counter answers 0, and keeps 0). Two
 * answers carrying one counter — a cloned key used at the same moment as the real one — both pass
 * a check against the counter read before; only one of them passes this. False for the other.
 */
export async function passkeyUsed(db: DbOrTrx, id: string, counter: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('passkeys')
    .set({ counter, last_used_at: sql`now()` })
    .where('id', '=', id)
    .where((eb) => (counter === 0 ? eb('counter', '=', '0') : eb('counter', '<', String(counter))))
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Removes one of the account's passkeys: its label, or null when it is not theirs. */
export async function removePasskey(db: DbOrTrx, userId: string, id: string): Promise<string | null> {
  const removed = await db.deleteFrom('passkeys').where('user_id', '=', userId).where('id', '=', id).returning('label').executeTakeFirst();
  return removed?.label ?? null;
}

// ——— Recovery codes ———

/** Replaces the account's recovery codes with these (their hashes only). */
export async function replaceRecoveryCodes(db: DbOrTrx, userId: string, codes: readonly string[]): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashToken(code) })))
    .execute();
}

/** Uses up one recovery code: true once, for a code of this account not used before. */
export async function spendRecoveryCode(db: DbOrTrx, userId: string, code: string): Promise<boolean> {
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashToken(code))
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(used);
}

/**
 * An admin's reset of an account that lost its app, passkeys and recovery codes: all of them go,
 * with its password (issue 54: whoever knew it must not be the one to set up the new factor), its
 * sessions and waiting sign-ins; its owner signs in by e-mail link and sets up a factor again.
 */
export async function resetSecondFactors(trx: Transaction<Database>, userId: string, actorId: string): Promise<boolean> {
  const user = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!user) return false;
  await trx.deleteFrom('totp_credentials').where('user_id', '=', userId).execute();
  await trx.deleteFrom('passkeys').where('user_id', '=', userId).execute();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('second_factor_sign_ins').where('user_id', '=', userId).execute();
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await trx.updateTable('users').set({ password_hash: null }).where('id', '=', userId).execute();
  await trx
    .insertInto('audit_log')
    .values({ actor_id: actorId, action: 'user.reset-second-factors', subject: `user:${userId}`, details: JSON.stringify({ email: user.email }) })
    .execute();
  return true;
}

// ——— Sessions, as their owner sees them ———

/** The account's live sessions, the latest first; `id` is the stored hash (never the cookie's token). */
export async function sessionsOf(db: DbOrTrx, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent', 'client_address', 'second_factor'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Ends one of the account's sessions: false when it is not theirs (or already over). */
export async function endSessionOf(db: DbOrTrx, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '=', sessionId).returning('id').executeTakeFirst();
  return Boolean(ended);
}

/** Ends every session of the account but `keep` (the one asking): how many ended. */
export async function endOtherSessions(db: DbOrTrx, userId: string, keep: string): Promise<number> {
  const ended = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', keep).returning('id').execute();
  return ended.length;
}

export type { SecondFactorKind };

// ——— Passkey sign-in, with nobody named first (issue 59) ———

/** Keeps a passkey sign-in's challenge for five minutes under the token's hash; answers the token for the browser's cookie. */
export async function beginPasskeySignIn(db: DbOrTrx, challenge: string, callbackUrl: string): Promise<string> {
  const token = newToken();
  await db
    .deleteFrom('passkey_sign_in_challenges')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('passkey_sign_in_challenges')
    .values({ token_hash: hashToken(token), challenge, callback_url: callbackUrl })
    .execute();
  return token;
}

/** The challenge of the browser's passkey sign-in, used up: null when there is none, or its five minutes are over. */
export async function takePasskeySignIn(db: DbOrTrx, token: string): Promise<{ challenge: string; callbackUrl: string } | null> {
  const row = await db
    .deleteFrom('passkey_sign_in_challenges')
    .where('token_hash', '=', hashToken(token))
    .returning(['challenge', 'callback_url', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at.getTime() > Date.now() ? { challenge: row.challenge, callbackUrl: row.callback_url } : null;
}

/** Whose passkey a credential id is (the browser says which passkey answered); null for none of ours. */
export async function passkeyOwner(db: DbOrTrx, credentialId: string): Promise<{ id: string; role: Role } | null> {
  return (
    (await db
      .selectFrom('passkeys as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['u.id', 'u.role'])
      .where('p.id', '=', credentialId)
      .where('u.disabled_at', 'is', null)
      .executeTakeFirst()) ?? null
  );
}
