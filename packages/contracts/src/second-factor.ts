import { z } from 'zod';
import type { Role } from './auth';

/*
 * Staff's second factor (issue 38): an authenticator app (TOTP, RFC 6238: 6 digits every 30 s) or
 * a passkey, with one-time recovery codes for when both are out of reach. What is asked, and the
 * words people see, are here; the checks are the web app's (server/auth/second-factor.ts).
 */

/** Roles an admin may require a second factor of (the public never sign in as staff). */
export const secondFactorRoles = ['locality', 'reviewer', 'editor', 'admin'] as const satisfies readonly Role[];
export type SecondFactorRole = (typeof secondFactorRoles)[number];

/**
 * Fresh proof (issue 54, ASVS V7.5.1): a password, a factor or a recovery code changes only within
 * this many minutes of its owner proving who they are — at sign-in, or on the account page. Ten
 * minutes covers a sitting at the account page; a session cookie copied later changes nothing.
 */
export const FRESH_PROOF_MINUTES = 10;

/**
 * A role's rule made optional takes two admins: one asks, another confirms within this many hours
 * (issue 54), and every admin is e-mailed at each step.
 */
export const POLICY_OFF_CONFIRM_HOURS = 24;

/** The step after the password or the e-mail link: this long to answer it, this many tries. */
export const secondFactorStep = { minutes: 10, attempts: 5 } as const;

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many recovery codes an account gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** A code from the app: six digits; spaces people type between the threes are allowed. */
export const TotpCode = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows.'));

/** A recovery code as it is stored (hashed) and compared: without its dash or spaces, in lower case. */
export const recoveryCodeKey = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/**
 * A recovery code's random bits (issue 54): 120, printed as 24 base32 letters and digits in four
 * groups. At that size nobody can try them from a leaked table, so storing SHA-256 is enough
 * (ASVS V6.5.2 asks a slow salted hash or at least 112 bits), and a code is found by its hash.
 */
export const RECOVERY_CODE_BITS = 120;
const recoveryCodeLength = RECOVERY_CODE_BITS / 5;

/** A code's characters as printed: groups of six, joined by dashes. */
export const printedRecoveryCode = (key: string) => key.match(/.{1,6}/g)!.join('-');

/** A recovery code as printed (abcdef-234567-…, base32 letters and digits); case, spaces and the dashes do not matter. */
export const RecoveryCode = z
  .string()
  .max(64, 'Enter one of your recovery codes, like abcdef-234567-ghijkl-mnopqr.')
  .transform(recoveryCodeKey)
  .pipe(z.string().regex(new RegExp(`^[a-z2-7]{${recoveryCodeLength}}$`), 'Enter one of your recovery codes, like abcdef-234567-ghijkl-mnopqr.'));

/** A passkey's name, so its owner can tell them apart when removing one. */
export const PasskeyLabel = z.string().trim().min(1, 'Give the passkey a name, like “Work laptop”.').max(60, 'Please use at most 60 characters.');

/** A browser's answer to a passkey ceremony, as @simplewebauthn/browser gives it: bounded before it is parsed. */
export const PasskeyResponse = z
  .string()
  .max(16_384, 'The passkey’s answer is too long.')
  .transform((value, context) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'The passkey’s answer could not be read.' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .object({ id: z.string().min(1).max(1024), rawId: z.string().max(1024), type: z.literal('public-key'), response: z.record(z.string(), z.unknown()) })
      .loose(),
  );

export const NewPassword = z
  .object({
    password: z.string().min(12, 'Please use at least 12 characters.').max(200, 'Please use at most 200 characters.'),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, { message: 'The two passwords differ.', path: ['confirm'] });

/** Security events, each e-mailed to the account's owner (through the worker), and what the e-mail says happened. */
export const securityEvents = {
  'password-set': 'A password was set for your account.',
  'password-changed': 'Your password was changed, and your other sessions were signed out.',
  'totp-added': 'An authenticator app was added as a second factor.',
  'totp-removed': 'The authenticator app was removed from your account.',
  'passkey-added': 'A passkey was added to your account.',
  'passkey-removed': 'A passkey was removed from your account.',
  'recovery-codes-made': 'New recovery codes were made for your account; the old ones no longer work.',
  'recovery-code-used': 'A recovery code was used to sign in to your account.',
  'new-device-sign-in': 'Your account was signed in to from a browser it had not been used from before.',
  'role-changed': 'Your role on the site was changed.',
  'second-factors-reset':
    'An administrator removed your password, second factors and recovery codes, and signed you out. Sign in with an e-mailed link and set up a new factor.',
  'recovery-codes-withdrawn': 'Your recovery codes were withdrawn: they were shorter than we now require. Sign in and make new ones on your account page.',
  // The rest go to every administrator: a rule about who must have a second factor.
  'policy-required':
    'An administrator made a second factor required for a role. Its members without one set one up at their next sign-in; their sessions without one ended.',
  'policy-off-requested':
    'An administrator asked to make a second factor optional for a role. It stays required unless another administrator confirms within a day.',
  'policy-optional': 'A second factor was made optional for a role: one administrator asked and another confirmed.',
  'admin-added': 'Someone was made an administrator of the site.',
} as const;
export type SecurityEvent = keyof typeof securityEvents;

/**
 * After a password change, the passkeys that still sign in without it (decision 043): one added by
 * someone who had the old password would otherwise outlive the change unnoticed. Said on the page
 * and in the e-mail; null when the account has none.
 */
export function passkeysStillSignIn(labels: string[]): string | null {
  if (labels.length === 0) return null;
  const named = labels.map((label) => `“${label}”`).join(', ');
  return `${labels.length === 1 ? `Your passkey ${named} still signs in` : `Your ${labels.length} passkeys still sign in (${named})`} without the password: if you do not recognise ${labels.length === 1 ? 'it' : 'one'}, remove it under Passkeys on your account page.`;
}

/** A browser as its owner would name it, from its User-Agent ("Firefox on Windows"): for Your sessions and the security e-mails. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

export const secondFactorMessages = {
  wrongCode: 'That code did not work. Check the time on your phone, and enter the newest code.',
  wrongRecoveryCode: 'That recovery code did not work: it is not one of yours, or it was used already.',
  passkeyFailed: 'The passkey could not be checked. Try again, or use another way below.',
  expired: 'That sign-in took too long or had too many wrong tries. Please sign in again.',
} as const;
