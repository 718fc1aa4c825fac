'use server';

import { generateRegistrationOptions, type PublicKeyCredentialCreationOptionsJSON, type RegistrationResponseJSON, verifyRegistrationResponse } from '@simplewebauthn/server';
import { adminAreaRoles } from '@vtrans/contracts/auth';
import { AppError } from '@vtrans/contracts/errors';
import { NewPassword, PasskeyLabel, PasskeyResponse, secondFactorMessages, secondFactorRoles, TotpCode } from '@vtrans/contracts/second-factor';
import {
  addPasskey,
  endOtherSessions,
  endSessionOf,
  findUserById,
  hashPassword,
  hasAnyFactor,
  markSignInEnrolled,
  passkeyCredentialsOf,
  passwordHashOf,
  recordSecurityEvent,
  removePasskey,
  removeTotp,
  resetSecondFactors,
  savePasskeyRegistration,
  secondFactorRequired,
  secondFactorsOf,
  setPassword,
  setSecondFactorPolicy,
  takePasskeyRegistration,
  type Trx,
  verifyPassword,
} from '@vtrans/db';
import { forbidden, redirect, unauthorized } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import { type ActionSuccess, formAction } from '@/server/action';
import { checkTotp, issueRecoveryCodes, relyingParty, waitingSignIn } from '@/server/auth/second-factor';
import { currentSession, requestDevice } from '@/server/auth/session';
import { secondFactorAnswer } from '@/server/auth/sign-in';
import { db as database } from '@/server/db';

/*
 * An account's own security (issue 38): its second factors, recovery codes, password and sessions.
 * Setting up a factor works from a session, or from a sign-in waiting for a factor its role needs
 * and the account lacks (only then: an account that has one must answer it, not add another).
 */

/** Who manages their own factors, password and sessions from /admin/account (a locality user sets one up at sign-in when required). */
const accountRoles = adminAreaRoles;

interface Enrolling {
  userId: string;
  email: string;
  /** Set when the factor is being added to finish a sign-in that waits for it. */
  waiting: { tokenHash: string } | null;
}

/** Who is setting up a factor (once per request: formAction's access check and the work both ask). */
const enrollingAccount = cache(async (): Promise<Enrolling> => {
  const session = await currentSession();
  if (session) {
    // Second factors are for staff and locality accounts.
    if (session.user.role === 'public') forbidden();
    return { userId: session.user.id, email: session.user.email, waiting: null };
  }
  const waiting = await waitingSignIn();
  if (waiting && !hasAnyFactor(await secondFactorsOf(database(), waiting.user_id))) {
    return { userId: waiting.user_id, email: waiting.email, waiting: { tokenHash: waiting.token_hash } };
  }
  unauthorized();
});

/**
 * After a factor was added: the security e-mail, and recovery codes when it is the account's first
 * (shown once, in the answer). A sign-in waiting for the factor goes on from the answer's button
 * (`next`), which posts to the second step: an action that set the session cookie here would
 * re-render the page at once, and the codes would be gone before anyone read them.
 */
async function factorAdded(trx: Trx, who: Enrolling, hadFactor: boolean, event: 'totp-added' | 'passkey-added', detail?: string): Promise<ActionSuccess> {
  await recordSecurityEvent(trx, who.userId, event, { device: await requestDevice(), detail });
  const codes = hadFactor ? undefined : await issueRecoveryCodes(trx, who.userId);
  if (who.waiting) await markSignInEnrolled(trx, who.waiting.tokenHash, event === 'totp-added' ? 'totp' : 'passkey');
  const saved = event === 'totp-added' ? 'Authenticator app added.' : 'Passkey added.';
  const next = who.waiting ? secondFactorAnswer : undefined;
  return codes
    ? { message: `${saved} Save these recovery codes now: each works once, if your app and passkeys are out of reach. They will not be shown again.`, codes, next }
    : { message: saved, next };
}

/** Confirms the authenticator app being set up with a code from it. */
export const confirmTotpAction = formAction({ access: enrollingAccount, schema: z.object({ code: TotpCode }) }, async ({ code }, { db }) => {
  const who = await enrollingAccount();
  const hadFactor = hasAnyFactor(await secondFactorsOf(db, who.userId));
  if (!(await checkTotp(db, who.userId, code))) throw new AppError('invalid', secondFactorMessages.wrongCode, { fields: { code: secondFactorMessages.wrongCode } });
  return factorAdded(db, who, hadFactor, 'totp-added');
});

/** A passkey registration's options (and its challenge, kept five minutes), for the browser to create one. */
export async function passkeyRegistrationOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const who = await enrollingAccount();
  const { rpID, rpName } = await relyingParty();
  const existing = await passkeyCredentialsOf(database(), who.userId);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: who.email,
    userID: new TextEncoder().encode(who.userId),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await savePasskeyRegistration(database(), who.userId, options.challenge);
  return options;
}

/** Keeps the passkey the browser created, once its answer to the registration's challenge checks out. */
export const addPasskeyAction = formAction(
  { access: enrollingAccount, schema: z.object({ label: PasskeyLabel, credential: PasskeyResponse }), echo: ['label'] },
  async ({ label, credential }, { db }) => {
    const who = await enrollingAccount();
    const hadFactor = hasAnyFactor(await secondFactorsOf(db, who.userId));
    const challenge = await takePasskeyRegistration(db, who.userId);
    const { rpID, origin } = await relyingParty();
    const failed = new AppError('invalid', 'The passkey could not be added: the browser’s answer did not check out, or took too long. Please try again.');
    if (!challenge) throw failed;
    const verification = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) throw failed;
    const { credential: made } = verification.registrationInfo;
    await addPasskey(db, { id: made.id, userId: who.userId, publicKey: made.publicKey, counter: made.counter, transports: made.transports ?? [], label });
    return factorAdded(db, who, hadFactor, 'passkey-added', label);
  },
);

/** Refuses removing the account's last factor when its role must have one. */
async function keepsARequiredFactor(trx: Trx, userId: string, removing: 'totp' | string) {
  const factors = await secondFactorsOf(trx, userId);
  const left = (removing === 'totp' ? 0 : factors.totp ? 1 : 0) + factors.passkeys.filter((passkey) => passkey.id !== removing).length;
  const { role } = await findUserById(trx, userId);
  if (left === 0 && (await secondFactorRequired(trx, role))) {
    throw new AppError('invalid', 'Your role needs a second factor: add another one before removing this one.');
  }
}

export const removeTotpAction = formAction({ roles: accountRoles, schema: z.object({}), revalidate: ['/admin/account'] }, async (_input, { session, db }) => {
  await keepsARequiredFactor(db, session.user.id, 'totp');
  if (!(await removeTotp(db, session.user.id))) throw new AppError('not-found', 'Your account has no authenticator app.');
  await recordSecurityEvent(db, session.user.id, 'totp-removed', { device: await requestDevice() });
  return { message: 'Authenticator app removed.' };
});

export const removePasskeyAction = formAction(
  { roles: accountRoles, schema: z.object({ passkeyId: z.string().min(1).max(1024) }), revalidate: ['/admin/account'] },
  async ({ passkeyId }, { session, db }) => {
    await keepsARequiredFactor(db, session.user.id, passkeyId);
    const label = await removePasskey(db, session.user.id, passkeyId);
    if (!label) throw new AppError('not-found', 'That passkey is not one of yours.');
    await recordSecurityEvent(db, session.user.id, 'passkey-removed', { device: await requestDevice(), detail: label });
    return { message: `Passkey “${label}” removed.` };
  },
);

/** New recovery codes (the old ones stop working), for an account with a second factor. */
export const newRecoveryCodesAction = formAction({ roles: accountRoles, schema: z.object({}), revalidate: ['/admin/account'] }, async (_input, { session, db }) => {
  if (!hasAnyFactor(await secondFactorsOf(db, session.user.id))) throw new AppError('invalid', 'Add an authenticator app or a passkey first: recovery codes stand in for them.');
  const codes = await issueRecoveryCodes(db, session.user.id);
  await recordSecurityEvent(db, session.user.id, 'recovery-codes-made', { device: await requestDevice() });
  return { message: 'New recovery codes made; the old ones no longer work. Save these now: they will not be shown again.', codes };
});

const PasswordChange = z
  .object({ current: z.string().max(1000).default(''), code: z.string().max(20).default('') })
  .and(NewPassword);

/**
 * Sets or changes the account's password. It proves the owner first: the current password, or
 * (for a forgotten one, or an account that has none yet but has a factor) a code from the app.
 * Every other session ends, and the owner is e-mailed.
 */
export const changePasswordAction = formAction({ roles: accountRoles, schema: PasswordChange }, async ({ current, code, password }, { session, db }) => {
  const passwordHash = await passwordHashOf(db, session.user.id);
  const factors = await secondFactorsOf(db, session.user.id);
  const byPassword = Boolean(passwordHash && current && (await verifyPassword(passwordHash, current)));
  const byCode = !byPassword && Boolean(factors.totp && code && TotpCode.safeParse(code).success && (await checkTotp(db, session.user.id, TotpCode.parse(code))));
  if (!byPassword && !byCode) {
    if (passwordHash) throw new AppError('invalid', 'That is not your current password.', { fields: { current: 'That is not your current password (or give a code from your authenticator app).' } });
    if (factors.totp) throw new AppError('invalid', secondFactorMessages.wrongCode, { fields: { code: secondFactorMessages.wrongCode } });
  }
  await setPassword(db, session.user.id, await hashPassword(password));
  const ended = await endOtherSessions(db, session.user.id, session.id);
  await recordSecurityEvent(db, session.user.id, passwordHash ? 'password-changed' : 'password-set', { device: await requestDevice() });
  const others = ended === 0 ? '' : ended === 1 ? ' Your other session was signed out.' : ` Your ${ended} other sessions were signed out.`;
  return { message: `Password saved. You can now sign in with it.${others}` };
});

export const endSessionAction = formAction(
  { roles: accountRoles, schema: z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/, 'Unknown session.') }), revalidate: ['/admin/account/sessions'] },
  async ({ sessionId }, { session, db, afterCommit }) => {
    if (sessionId === session.id) throw new AppError('invalid', 'This is the session you are using: sign out instead.');
    if (!(await endSessionOf(db, session.user.id, sessionId))) throw new AppError('not-found', 'That session has already ended.');
    // Its row, and the form that would say so, are gone: the page itself says it.
    afterCommit(async () => redirect('/admin/account/sessions?ended=1'));
    return {};
  },
);

export const endOtherSessionsAction = formAction({ roles: accountRoles, schema: z.object({}), revalidate: ['/admin/account/sessions'] }, async (_input, { session, db }) => {
  const ended = await endOtherSessions(db, session.user.id, session.id);
  return { message: ended === 0 ? 'You had no other sessions.' : `Signed out everywhere else (${ended} ${ended === 1 ? 'session' : 'sessions'}).` };
});

/** Admins only: an account that lost every factor and code gets none, is signed out, and sets one up again at its next sign-in. */
export const resetSecondFactorsAction = formAction(
  { roles: ['admin'], schema: z.object({ userId: z.uuid('Unknown user.') }), revalidate: ['/admin/users'] },
  async ({ userId }, { session, db }) => {
    if (userId === session.user.id) throw new AppError('invalid', 'Another administrator must reset your own second factors.');
    if (!(await resetSecondFactors(db, userId, session.user.id))) throw new AppError('not-found', 'Unknown user.');
    await recordSecurityEvent(db, userId, 'second-factors-reset', { detail: undefined });
    return { message: 'Second factors and recovery codes removed, and the account signed out. Tell its owner in person or by phone before they sign in again.' };
  },
);

/** Admins only: whether a role must have a second factor. */
export const setSecondFactorPolicyAction = formAction(
  { roles: ['admin'], schema: z.object({ role: z.enum(secondFactorRoles), required: z.enum(['true', 'false']) }), revalidate: ['/admin/users'] },
  async ({ role, required }, { session, db }) => {
    await setSecondFactorPolicy(db, role, required === 'true', session.user.id);
    return { message: required === 'true' ? `A second factor is now required of every ${role}: they set one up at their next sign-in.` : `A second factor is now optional for ${role} accounts.` };
  },
);
