import 'server-only';
import { createTOTPKeyURI } from '@oslojs/otp';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { Role } from '@vtrans/contracts/auth';
import { RECOVERY_CODE_COUNT, recoveryCodeKey, secondFactorStep, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@vtrans/contracts/second-factor';
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
import { cookies, headers } from 'next/headers';
import { renderSVG } from 'uqr';
import { webEnv } from '@/env';
import { db } from '../db';
import { originVerdict } from './origin';
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
export async function afterFirstFactor(user: { id: string; role: Role }, firstFactor: 'password' | 'link', callbackUrl: string): Promise<'signed-in' | 'second-factor'> {
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

/** Checks a code against the account's app key and takes its time step, so it works once. Confirms an app being set up. */
export async function checkTotp(trx: DbOrTrx, userId: string, code: string, now = Date.now()): Promise<boolean> {
  const credential = await totpCredentialOf(trx, userId);
  if (!credential) return false;
  const step = totpStepOf(credential.key, code, now);
  return step !== null && (await takeTotpStep(trx, userId, step));
}

// ——— Recovery codes ———

/**
 * Gives the account ten new codes of 50 random bits each, in place of its old ones: only their
 * hashes are kept; the codes, printed as xxxxx-xxxxx, are returned to be shown once.
 */
export async function issueRecoveryCodes(trx: DbOrTrx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
  await replaceRecoveryCodes(trx, userId, codes.map(recoveryCodeKey));
  return codes;
}

// ——— Passkeys (WebAuthn) ———

/**
 * Who the passkey belongs to, as the browser sees it: the site's own origin when the request came
 * from it (SITE_URL, or the host it was sent to, as the Origin check allows), else SITE_URL's. A
 * passkey made at one host name works only there (the browser holds it to that name).
 */
export async function relyingParty(): Promise<{ rpID: string; origin: string; rpName: string }> {
  const requestHeaders = await headers();
  const origin = requestHeaders.get('origin');
  const from = origin && originVerdict({ headers: requestHeaders }) === 'same' ? new URL(origin) : new URL(webEnv().SITE_URL);
  return { rpID: from.hostname, origin: from.origin, rpName: 'VTrans' };
}

/** A passkey challenge for the waiting sign-in, naming the account's passkeys. */
export async function passkeySignInOptions(waiting: SecondFactorSignIn): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const passkeys = await passkeyCredentialsOf(db(), waiting.user_id);
  if (passkeys.length === 0) return null;
  const { rpID } = await relyingParty();
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'preferred',
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
  });
  await setSignInChallenge(db(), waiting.token_hash, options.challenge);
  return options;
}

/** Checks a passkey's answer to the waiting sign-in's challenge (one of the account's passkeys, signature and counter). */
export async function checkPasskey(trx: DbOrTrx, waiting: SecondFactorSignIn, response: AuthenticationResponseJSON): Promise<boolean> {
  if (!waiting.webauthn_challenge) return false;
  const passkey = (await passkeyCredentialsOf(trx, waiting.user_id)).find((candidate) => candidate.id === response.id);
  if (!passkey) return false;
  const { rpID, origin } = await relyingParty();
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: waiting.webauthn_challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: passkey.id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.counter), transports: passkey.transports },
      requireUserVerification: false,
    });
    if (!verification.verified) return false;
    await passkeyUsed(trx, passkey.id, verification.authenticationInfo.newCounter);
    return true;
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
