import 'server-only';
import { generateAuthenticationOptions, type AuthenticationResponseJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { beginPasskeySignIn, passkeyOwner, takePasskeySignIn } from '@vtrans/db';
import { cookies } from 'next/headers';
import { db } from '../platform/db';
import { checkPasskeyAnswer, relyingParty } from './second-factor';
import { siteCookie, siteCookieName, startSession } from './session';

/*
 * Signing in with a passkey alone (issue 59): passkeys are made as resident keys, so the browser
 * can offer them before anyone is named. The device must check its owner (a PIN, a fingerprint,
 * a face: user verification), which makes the passkey two factors in one — something held and
 * something known or been — so it suffices for every role, as the second-factor rules require.
 * A device that cannot check its owner is refused, and its passkey stays a second factor.
 */

/** The cookie of a passkey sign-in begun in this browser (its challenge's token). */
const challengeCookie = 'vtrans_passkey_sign_in';

/** A challenge for any of this site's passkeys, remembered for this browser for five minutes. */
export async function passkeySignInChallenge(callbackUrl: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: relyingParty().rpID, userVerification: 'required', allowCredentials: [] });
  const token = await beginPasskeySignIn(db(), options.challenge, callbackUrl);
  (await cookies()).set(siteCookie(challengeCookie, token, { maxAge: 5 * 60 }));
  return options;
}

export type PasskeySignInOutcome = { url: string } | { refused: 'expired' | 'unknown' | 'unverified' };

/**
 * Checks the browser's answer: the challenge this browser was given (used once), a passkey of an
 * account that is not disabled, its signature and counter, and that the device checked its owner.
 * Then the session starts, as after any whole sign-in.
 */
export async function finishPasskeySignIn(response: AuthenticationResponseJSON): Promise<PasskeySignInOutcome> {
  const jar = await cookies();
  const token = jar.get(siteCookieName(challengeCookie))?.value;
  jar.set(siteCookie(challengeCookie, '', { maxAge: 0 }));
  const begun = token ? await takePasskeySignIn(db(), token) : null;
  if (!begun) return { refused: 'expired' };
  // A device that did not check its owner is told so before anything is looked up, so the answer
  // says nothing of whether the passkey is one of ours.
  if (!flagsSayVerified(response)) return { refused: 'unverified' };
  const owner = await passkeyOwner(db(), response.id);
  if (!owner) return { refused: 'unknown' };
  const verified = await db()
    .transaction()
    .execute((trx) => checkPasskeyAnswer(trx, owner.id, begun.challenge, response, { userVerification: true }));
  if (!verified) return { refused: 'unknown' };
  await startSession(owner.id, 'passkey');
  return { url: begun.callbackUrl };
}

/** Whether the authenticator data says the device checked its owner (the UV flag, bit 2 of byte 32). */
function flagsSayVerified(response: AuthenticationResponseJSON): boolean {
  const data = Buffer.from(response.response.authenticatorData, 'base64url');
  return data.length > 32 && (data[32]! & 0x04) !== 0;
}
