import { timingSafeEqual } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@vtrans/contracts/second-factor';

/*
 * Authenticator-app codes (RFC 6238 over RFC 4226), without the database: which time step a code
 * is for, and the key as people type it. second-factor.ts takes the step, so a code works once.
 */

/** A new app key: 20 random bytes (160 bits, RFC 4226's recommendation). */
export function newTotpKey(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(20));
}

/** The key as people type it into an app (base32, in groups of four). */
export function totpKeyText(key: Uint8Array): string {
  return encodeBase32LowerCaseNoPadding(key)
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The time step `code` is the app's code for at `now` — the current 30-second step, or the one
 * either side, for a phone's clock a little off (RFC 6238 §5.2) — or null.
 */
export function totpStepOf(key: Uint8Array, code: string, now = Date.now()): bigint | null {
  const step = BigInt(Math.floor(now / 1000 / TOTP_PERIOD_SECONDS));
  for (const counter of [step - 1n, step, step + 1n]) {
    if (sameDigits(generateHOTP(key, counter, TOTP_DIGITS), code)) return counter;
  }
  return null;
}

/** Compares in time that does not depend on where the codes differ. */
const sameDigits = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
