'use server';

import { revalidatePath } from 'next/cache';
import {
  type AuthenticationResponseJSON,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { authMessages } from '@vtrans/contracts/auth';
import { AppError } from '@vtrans/contracts/errors';
import {
  FRESH_PROOF_MINUTES,
  NewPassword,
  PasskeyLabel,
  passkeysStillSignIn,
  PasskeyResponse,
  secondFactorMessages,
  secondFactorRoles,
  TotpCode,
} from '@vtrans/contracts/second-factor';
import {
  addPasskey,
  confirmSecondFactorOptional,
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
  requestSecondFactorOptional,
  requireSecondFactor,
  resetSecondFactors,
  savePasskeyRegistration,
  secondFactorRequired,
  secondFactorsOf,
  sessionProved,
  setPassword,
  setSessionProofChallenge,
  takePasskeyRegistration,
  takeSessionProofChallenge,
  type Trx,
  type ValidSession,
  verifyPassword,
} from '@vtrans/db';
import { headers } from 'next/headers';
import { forbidden, redirect, unauthorized } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import { type ActionSuccess, formAction } from '@/server/http/action';
import { freshProofMessage, provedRecently, requireFreshProof } from '@/server/auth/fresh-proof';
import { requireActionRole } from '@/server/auth/guard';
import { passwordAttempt, refuseOverLimit, secondFactorAttempt } from '@/server/auth/rate-limit';
import { checkPasskeyAnswer, checkTotp, issueRecoveryCodes, passkeyChallengeFor, relyingParty, waitingSignIn } from '@/server/auth/second-factor';
import { currentSession, deviceIsTrusted, requestDevice } from '@/server/auth/session';
import { secondFactorAnswer } from '@/server/auth/sign-in';
import { db as database } from '@/server/platform/db';

/*
 * An account's own security (issue 38): its second factors, recovery codes, password and sessions.
 * Setting up a factor works from a session that proved itself recently (issue 54), or from a
 * sign-in waiting for a factor its role needs and the account lacks (only then: an account that
 * has one must answer it, not add another). Every password or code checked here counts against
 * the sign-in limits, as at sign-in.
 */

/** Who manages their own factors, password and sessions from /admin/account: staff and locality users (issue 54). */
const accountRoles = secondFactorRoles;

/** Counts a check of a code against the account's sign-in limits (per client, and the account's growing delays). */
async function countCodeCheck(userId: string): Promise<void> {
  await refuseOverLimit(secondFactorAttempt({ headers: await headers() }, userId), authMessages.tooManyAttempts);
}

interface Enrolling {
  userId: string;
  email: string;
  /** Set when the factor is being added from a session: it must have proved itself recently. */
  session: ValidSession | null;
  /** Set when the factor is being added to finish a sign-in that waits for it. */
  waiting: { tokenHash: string } | null;
}

/** A factor added from a session needs that session's fresh proof; one set up while signing in is the sign-in's bootstrap. */
function provedToEnroll(who: Enrolling): boolean {
  return !who.session || provedRecently(who.session);
}

/** Who is setting up a factor (once per request: formAction's access check and the work both ask). */
const enrollingAccount = cache(async (): Promise<Enrolling> => {
  const session = await currentSession();
  if (session) {
    // Second factors are for staff and locality accounts.
    if (session.user.role === 'public') forbidden();
    return { userId: session.user.id, email: session.user.email, session, waiting: null };
  }
  const waiting = await waitingSignIn();
  if (waiting && !hasAnyFactor(await secondFactorsOf(database(), waiting.user_id))) {
    return { userId: waiting.user_id, email: waiting.email, session: null, waiting: { tokenHash: waiting.token_hash } };
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
    ? {
        message: `${saved} Save these recovery codes now: each works once, if your app and passkeys are out of reach. They will not be shown again.`,
        codes,
        next,
      }
    : { message: saved, next };
}

/** Confirms the authenticator app being set up with a code from it. */
export const confirmTotpAction = formAction({ access: enrollingAccount, schema: z.object({ code: TotpCode }) }, async ({ code }, { db }) => {
  const who = await enrollingAccount();
  if (who.session) requireFreshProof(who.session);
  await countCodeCheck(who.userId);
  const hadFactor = hasAnyFactor(await secondFactorsOf(db, who.userId));
  if (!(await checkTotp(db, who.userId, code, { confirming: true })))
    throw new AppError('invalid', secondFactorMessages.wrongCode, { fields: { code: secondFactorMessages.wrongCode } });
  return factorAdded(db, who, hadFactor, 'totp-added');
});

/**
 * A passkey registration's options (and its challenge, kept five minutes), for the browser to
 * create one; or why not (a session's proof has lapsed), for the form to say.
 */
export async function passkeyRegistrationOptions(): Promise<{ options: PublicKeyCredentialCreationOptionsJSON } | { refused: string }> {
  const who = await enrollingAccount();
  if (!provedToEnroll(who)) return { refused: freshProofMessage };
  const { rpID, rpName } = relyingParty();
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
  return { options };
}

/** Keeps the passkey the browser created, once its answer to the registration's challenge checks out. */
export const addPasskeyAction = formAction(
  { access: enrollingAccount, schema: z.object({ label: PasskeyLabel, credential: PasskeyResponse }), echo: ['label'] },
  async ({ label, credential }, { db }) => {
    const who = await enrollingAccount();
    if (who.session) requireFreshProof(who.session);
    const hadFactor = hasAnyFactor(await secondFactorsOf(db, who.userId));
    const challenge = await takePasskeyRegistration(db, who.userId);
    const { rpID, origin } = relyingParty();
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
    // The account page lists the new passkey at once (issue 59: "Passkey added." sat under "No
    // passkeys yet."); its form, and the recovery codes it shows, stay. Not on the sign-in's second
    // step, whose page would move on and take the codes with it.
    if (!who.waiting) revalidatePath('/admin/account');
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
  requireFreshProof(session);
  await keepsARequiredFactor(db, session.user.id, 'totp');
  if (!(await removeTotp(db, session.user.id))) throw new AppError('not-found', 'Your account has no authenticator app.');
  await recordSecurityEvent(db, session.user.id, 'totp-removed', { device: await requestDevice() });
  return { message: 'Authenticator app removed.' };
});

export const removePasskeyAction = formAction(
  { roles: accountRoles, schema: z.object({ passkeyId: z.string().min(1).max(1024) }), revalidate: ['/admin/account'] },
  async ({ passkeyId }, { session, db }) => {
    requireFreshProof(session);
    await keepsARequiredFactor(db, session.user.id, passkeyId);
    const label = await removePasskey(db, session.user.id, passkeyId);
    if (!label) throw new AppError('not-found', 'That passkey is not one of yours.');
    await recordSecurityEvent(db, session.user.id, 'passkey-removed', { device: await requestDevice(), detail: label });
    return { message: `Passkey “${label}” removed.` };
  },
);

/** New recovery codes (the old ones stop working), for an account with a second factor. */
export const newRecoveryCodesAction = formAction(
  { roles: accountRoles, schema: z.object({}), revalidate: ['/admin/account'] },
  async (_input, { session, db }) => {
    requireFreshProof(session);
    if (!hasAnyFactor(await secondFactorsOf(db, session.user.id)))
      throw new AppError('invalid', 'Add an authenticator app or a passkey first: recovery codes stand in for them.');
    const codes = await issueRecoveryCodes(db, session.user.id);
    await recordSecurityEvent(db, session.user.id, 'recovery-codes-made', { device: await requestDevice() });
    return { message: 'New recovery codes made; the old ones no longer work. Save these now: they will not be shown again.', codes };
  },
);

/**
 * Sets or changes the account's password, once the session proved itself recently (a password, a
 * code or a passkey: the account page asks for it first, so no code is checked here without a
 * limit). Every other session ends, and the owner is e-mailed.
 */
export const changePasswordAction = formAction(
  { roles: accountRoles, schema: NewPassword, revalidate: ['/admin/account'] },
  async ({ password }, { session, db }) => {
    requireFreshProof(session);
    const hadPassword = (await passwordHashOf(db, session.user.id)) !== null;
    await setPassword(db, session.user.id, await hashPassword(password));
    const ended = await endOtherSessions(db, session.user.id, session.id);
    await recordSecurityEvent(db, session.user.id, hadPassword ? 'password-changed' : 'password-set', { device: await requestDevice() });
    const others = ended === 0 ? '' : ended === 1 ? ' Your other session was signed out.' : ` Your ${ended} other sessions were signed out.`;
    const passkeys = passkeysStillSignIn((await secondFactorsOf(db, session.user.id)).passkeys.map((passkey) => passkey.label));
    return { message: `Password saved. You can now sign in with it.${others}${passkeys ? ` ${passkeys}` : ''}` };
  },
);

// ——— Proving who you are again ———

const Proof = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('password'), password: z.string().min(1, 'Enter your password.').max(200, 'Please use at most 200 characters.') }),
    z.object({ method: z.literal('totp'), code: TotpCode }),
    z.object({ method: z.literal('passkey'), credential: PasskeyResponse }),
  ],
  { error: 'Choose your password, a code from your app or your passkey.' },
);

const passwordIsNotEnough = 'Your account has a second factor: confirm with it (a code from your app, or your passkey).';

const proofRefused = {
  password: { password: 'That is not your password.' },
  totp: { code: secondFactorMessages.wrongCode },
  passkey: { credential: secondFactorMessages.passkeyFailed },
} as const;

/** A passkey challenge for this session to prove itself with (null when the account has no passkey). */
export async function passkeyProofOptions(): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const session = await requireActionRole(accountRoles);
  const options = await passkeyChallengeFor(session.user.id);
  if (options) await setSessionProofChallenge(database(), session.id, options.challenge);
  return options;
}

/**
 * The session's owner proves who they are again — their password, a code from their app, or a
 * passkey — and may change credentials for FRESH_PROOF_MINUTES. Each try counts against the
 * sign-in limits (ASVS V6.3.1): a copied session cookie is no oracle for passwords or codes.
 */
export const proveIdentityAction = formAction({ roles: accountRoles, schema: Proof, revalidate: ['/admin/account'] }, async (proof, { session, db }) => {
  const userId = session.user.id;
  const requestHeaders = { headers: await headers() };
  // A password alone is not the whole sign-in of an account that has a second factor (ASVS V7.5.1).
  if (proof.method === 'password' && hasAnyFactor(await secondFactorsOf(db, userId))) {
    throw new AppError('invalid', passwordIsNotEnough, { fields: { password: passwordIsNotEnough } });
  }
  // Taken outside the transaction, so a wrong answer spends it too.
  const challenge = proof.method === 'passkey' ? await takeSessionProofChallenge(database(), session.id) : null;
  let proved = false;
  if (proof.method === 'password') {
    const passwordTry = await passwordAttempt(requestHeaders, session.user.email, await deviceIsTrusted({ userId }));
    await refuseOverLimit(passwordTry.retryAfter, authMessages.tooManyAttempts);
    const passwordHash = await passwordHashOf(db, userId);
    proved = Boolean(passwordHash && (await verifyPassword(passwordHash, proof.password)));
    await passwordTry.judged();
  } else {
    await countCodeCheck(userId);
    if (proof.method === 'totp') proved = await checkTotp(db, userId, proof.code);
    else
      proved = Boolean(
        challenge && (await checkPasskeyAnswer(db, userId, challenge, proof.credential as unknown as AuthenticationResponseJSON, { userVerification: true })),
      );
  }
  if (!proved) throw new AppError('invalid', 'That did not prove it is you.', { fields: proofRefused[proof.method] });
  await sessionProved(db, session.id);
  return { message: `Thank you. For the next ${FRESH_PROOF_MINUTES} minutes you can change your password, second factors and recovery codes.` };
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

export const endOtherSessionsAction = formAction(
  { roles: accountRoles, schema: z.object({}), revalidate: ['/admin/account/sessions'] },
  async (_input, { session, db }) => {
    const ended = await endOtherSessions(db, session.user.id, session.id);
    return { message: ended === 0 ? 'You had no other sessions.' : `Signed out everywhere else (${ended} ${ended === 1 ? 'session' : 'sessions'}).` };
  },
);

/** Admins only: an account that lost every factor and code gets none, is signed out, and sets one up again at its next sign-in. */
export const resetSecondFactorsAction = formAction(
  { roles: ['admin'], schema: z.object({ userId: z.uuid('Unknown user.') }), revalidate: ['/admin/users'] },
  async ({ userId }, { session, db }) => {
    requireFreshProof(session);
    if (userId === session.user.id) throw new AppError('invalid', 'Another administrator must reset your own second factors.');
    if (!(await resetSecondFactors(db, userId, session.user.id))) throw new AppError('not-found', 'Unknown user.');
    await recordSecurityEvent(db, userId, 'second-factors-reset', { detail: undefined });
    return {
      message:
        'Password, second factors and recovery codes removed, and the account signed out. Tell its owner in person or by phone: they sign in with an e-mailed link and set up a new factor.',
    };
  },
);

/**
 * Admins only: who must have a second factor (issue 54). Requiring it takes one admin and ends the
 * role's sessions that signed in without one. Making it optional takes two: one asks, another
 * confirms within a day; every admin is e-mailed at each step.
 */
export const setSecondFactorPolicyAction = formAction(
  {
    roles: ['admin'],
    schema: z.object({ role: z.enum(secondFactorRoles), change: z.enum(['require', 'ask-optional', 'confirm-optional']) }),
    revalidate: ['/admin/users'],
  },
  async ({ role, change }, { session, db }) => {
    requireFreshProof(session);
    const device = await requestDevice();
    if (change === 'require') {
      const { sessionsEnded, wasRequired } = await requireSecondFactor(db, role, session.user.id, device);
      if (wasRequired) return { message: `A second factor stays required of every ${role}; any request to make it optional is withdrawn.` };
      const ended = sessionsEnded === 0 ? '' : ` ${sessionsEnded} ${sessionsEnded === 1 ? 'session' : 'sessions'} without one ended.`;
      return {
        message: `A second factor is required of every ${role}: those without one set one up at their next sign-in.${ended} Every administrator was e-mailed.`,
      };
    }
    if (change === 'ask-optional') {
      const asked = await requestSecondFactorOptional(db, role, session.user.id, device);
      if (asked === 'already-optional') throw new AppError('invalid', `A second factor is already optional for ${role} accounts.`);
      if (asked === 'already-asked') throw new AppError('invalid', `An administrator has already asked; another must confirm or withdraw it.`);
      return {
        message: `Asked. A second factor stays required of every ${role} until another administrator confirms within a day. Every administrator was e-mailed.`,
      };
    }
    const outcome = await confirmSecondFactorOptional(db, role, session.user.id, device);
    if (outcome === 'same-admin') throw new AppError('forbidden', 'Another administrator must confirm the request you made.');
    if (outcome === 'no-request') throw new AppError('invalid', 'There is no request to confirm: it was withdrawn, or a day passed. Ask again.');
    if (outcome === 'newer-admin') {
      throw new AppError(
        'forbidden',
        'Your account was made or changed after the request, so it cannot confirm it: an administrator from before the request must, or ask again.',
      );
    }
    return { message: `A second factor is now optional for ${role} accounts. Every administrator was e-mailed.` };
  },
);
