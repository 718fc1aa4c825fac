import 'server-only';
import { AppError } from '@vtrans/contracts/errors';
import { FRESH_PROOF_MINUTES } from '@vtrans/contracts/second-factor';
import type { ValidSession } from '@vtrans/db';

/*
 * Fresh proof (issue 54, ASVS V7.5.1): a session alone does not change a password, a second factor
 * or recovery codes. Its owner must have proved who they are within FRESH_PROOF_MINUTES — by
 * signing in, or again on the account page with a password, an app's code or a passkey — so a
 * copied session cookie cannot make itself the account's owner for good.
 */

/** Until when this session may change credentials (its last proof and the window after it). */
export function proofOpenUntil(session: ValidSession): Date {
  return new Date(session.provedAt.getTime() + FRESH_PROOF_MINUTES * 60_000);
}

export function provedRecently(session: ValidSession, now = Date.now()): boolean {
  return proofOpenUntil(session).getTime() > now;
}

export const freshProofMessage = `Confirm it is you first, on your account page (or sign in again). Changes are then open for ${FRESH_PROOF_MINUTES} minutes.`;

/** Refuses a credential change (a 403 saying what to do) unless the session proved itself recently. */
export function requireFreshProof(session: ValidSession): void {
  if (!provedRecently(session)) throw new AppError('forbidden', freshProofMessage);
}
