import 'server-only';
import { createTOTPKeyURI } from '@oslojs/otp';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Role } from '@vtrans/contracts/auth';
import {
  printedRecoveryCode,
  RECOVERY_CODE_BITS,
  RECOVERY_CODE_COUNT,
  secondFactorStep,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '@vtrans/contracts/second-factor';
import {
  beginSecondFactorSignIn,
  findSecondFactorSignIn,
  hasAnyFactor,
  passkeyCredentialsOf,
  passkeyUsed,
  replaceRecoveryCodes,
  type DbOrTrx,
  type SecondFactorSignIn,
  type SecondFactors,
  secondFactorRequired,
  secondFactorsOf,
  setSignInChallenge,
  takeTotpStep,
  totpCredentialOf,
  totpKeyForSetup,
} from '@vtrans/db';
import { cookies } from 'next/headers';
import { renderSVG } from 'uqr';
import { webEnv } from '@/env';
import { db } from '../platform/db';
import { siteCookie, siteCookieName, startSession } from './session';
import { newTotpKey, totpKeyText, totpStepOf } from './totp';

/*
 * The second step of a staff sign-in (issue 38). After the password or the e-mail link, an account
 * with a second factor — or one whose role must have one — gets no session: its browser gets a
 * short-lived cookie for a waiting sign-in instead, answered at /auth/second-factor with a code
 * from an authenticator app, a passkey or a recovery code (or, when the role requires a factor the
 * account lacks, by setting one up there). Only then does startSession run.
 */

/** The cookie of a sign-in waiting for its second factor. */
const waitingCookie = 'vtrans_second_factor';

/** What a first factor leads to: a session now, or the second step. Sets the cookie either way. */
export async function afterFirstFactor(
  user: { id: string; role: Role },
  firstFactor: 'password' | 'link',
  callbackUrl: string,
): Promise<'signed-in' | 'second-factor'> {
  const factors = await secondFactorsOf(db(), user.id);
  if (!hasAnyFactor(factors) && !(await secondFactorRequired(db(), user.role))) {
    await startSession(user.id);
    return 'signed-in';
  }
  const token = await beginSecondFactorSignIn(db(), user.id, firstFactor, callbackUrl);
  (await cookies()).set(siteCookie(waitingCookie, token, { maxAge: secondFactorStep.minutes * 60 }));
  return 'second-factor';
}

/** The sign-in this browser is in the middle of, with the account's factors (what its page offers). */
export async function waitingSignInWithFactors(): Promise<{ waiting: SecondFactorSignIn; factors: SecondFactors; hasFactor: boolean } | null> {
  const waiting = await waitingSignIn();
  if (!waiting) return null;
  const factors = await secondFactorsOf(db(), waiting.user_id);
  return { waiting, factors, hasFactor: hasAnyFactor(factors) };
}

/** The sign-in this browser is in the middle of, if any (still within its time and tries). */
export async function waitingSignIn(): Promise<SecondFactorSignIn | null> {
  const token = (await cookies()).get(siteCookieName(waitingCookie))?.value;
  return token ? ((await findSecondFactorSignIn(db(), token)) ?? null) : null;
}

export async function clearWaitingCookie(): Promise<void> {
  (await cookies()).set(siteCookie(waitingCookie, '', { maxAge: 0 }));
}

// ——— Authenticator apps (TOTP) ———

/**
 * Checks a code against the account's confirmed app key and takes its time step, so it works once.
 * Only `confirming` (the setup's own step) takes a code from a key still being set up, and so
 * confirms it (issue 54: a key shown on the page but never confirmed proves nothing).
 */
export async function checkTotp(trx: DbOrTrx, userId: string, code: string, options: { confirming?: boolean; now?: number } = {}): Promise<boolean> {
  const credential = await totpCredentialOf(trx, userId);
  if (!credential || (!credential.confirmed_at && !options.confirming)) return false;
  const now = options.now ?? Date.now();
  const step = totpStepOf(credential.key, code, now);
  return step !== null && (await takeTotpStep(trx, userId, step));
}

// ——— Recovery codes ———

/**
 * Gives the account ten new codes of RECOVERY_CODE_BITS (120) random bits each, in place of its
 * old ones: only their hashes are kept; the codes, printed in groups of six, are returned to be
 * shown once.
 */
export async function issueRecoveryCodes(trx: DbOrTrx, userId: string): Promise<string[]> {
  const keys = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(RECOVERY_CODE_BITS / 8))),
  );
  await replaceRecoveryCodes(trx, userId, keys);
  return keys.map(printedRecoveryCode);
}

// ——— Passkeys (WebAuthn) ———

/**
 * Who the passkey belongs to, as the browser sees it: SITE_URL's host and origin, always (issue
 * 54). Taking them from the request let any Host or X-Forwarded-Host header choose them, even
 * with TRUST_PROXY=0. The site is opened at its public address; a passkey works only there.
 */
export function relyingParty(): { rpID: string; origin: string; rpName: string } {
  const site = new URL(webEnv().SITE_URL);
  return { rpID: site.hostname, origin: site.origin, rpName: 'VTrans' };
}

/** A passkey challenge for the waiting sign-in, naming the account's passkeys. */
export async function passkeySignInOptions(waiting: SecondFactorSignIn): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const options = await passkeyChallengeFor(waiting.user_id);
  if (options) await setSignInChallenge(db(), waiting.token_hash, options.challenge);
  return options;
}

/** Checks a passkey's answer to the waiting sign-in's challenge (one of the account's passkeys, signature and counter). */
export async function checkPasskey(trx: DbOrTrx, waiting: SecondFactorSignIn, response: AuthenticationResponseJSON): Promise<boolean> {
  return waiting.webauthn_challenge ? checkPasskeyAnswer(trx, waiting.user_id, waiting.webauthn_challenge, response, { userVerification: false }) : false;
}

/** A passkey challenge naming the account's passkeys (null when it has none), for a sign-in or a proof. */
export async function passkeyChallengeFor(userId: string): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const passkeys = await passkeyCredentialsOf(db(), userId);
  if (passkeys.length === 0) return null;
  return generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    userVerification: 'preferred',
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
  });
}

/**
 * Checks a passkey's answer to `challenge`: one of the account's passkeys, its signature and
 * counter. `userVerification` also asks that the device checked its owner (a PIN, a fingerprint):
 * a proof before credential changes stands for the whole sign-in, so it asks it (issue 54).
 */
export async function checkPasskeyAnswer(
  trx: DbOrTrx,
  userId: string,
  challenge: string,
  response: AuthenticationResponseJSON,
  options: { userVerification: boolean },
): Promise<boolean> {
  const passkey = (await passkeyCredentialsOf(trx, userId)).find((candidate) => candidate.id === response.id);
  if (!passkey) return false;
  const { rpID, origin } = relyingParty();
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: passkey.id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.counter), transports: passkey.transports },
      requireUserVerification: options.userVerification,
    });
    // Verified against the counter read above; the write takes it only if no other answer took it meanwhile.
    return verification.verified && (await passkeyUsed(trx, passkey.id, verification.authenticationInfo.newCounter));
  } catch {
    // A malformed answer, a wrong signature or a counter that went backwards (a cloned key).
    return false;
  }
}

/**
 * What a page shows to set up an authenticator app for `account`: the key being set up (made
 * now if there is none yet; it counts only once a code from the app confirms it), as text and as
 * a QR code of its otpauth: address. Null when the account already has an app.
 */
export async function totpSetupFor(account: { userId: string; email: string }): Promise<{ keyText: string; qrCode: string } | null> {
  const key = await totpKeyForSetup(db(), account.userId, newTotpKey());
  if (!key) return null;
  const address = createTOTPKeyURI('VTrans', account.email, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
  const svg = renderSVG(address, { border: 2 });
  return { keyText: totpKeyText(key), qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
