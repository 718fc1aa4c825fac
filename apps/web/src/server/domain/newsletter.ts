import 'server-only';
import { OWN_NEWSLETTER_POST_URL, NewsletterFallbackSignup, newsletterMessages, type NewsletterResponse, NewsletterSignup } from '@vtrans/contracts/newsletter';
import { signUpForNewsletter, type SignupOutcome } from '@vtrans/db';
import type pino from 'pino';
import { webEnv } from '@/env';
import { formAttempt } from '../auth/rate-limit';
import { db } from '../platform/db';

/** Where the newsletter form posts: the external list (NEWSLETTER_URL) or the site's own. */
export function newsletterPostUrl(): string {
  return webEnv().NEWSLETTER_URL ?? OWN_NEWSLETTER_POST_URL;
}

export type SignupResult = SignupOutcome | 'invalid' | 'unavailable' | 'rate-limited';

/** A `b_…` field is the list's honeypot (see newsletterHoneypotName); people never fill it. */
function honeypotFilled(fields: Record<string, string>): boolean {
  return Object.entries(fields).some(([name, value]) => name.startsWith('b_') && value !== '');
}

/**
 * One sign-up on the site's own list, from the JSONP endpoint (the full form) or the fallback
 * form. A filled honeypot gets the ordinary answer so a bot learns nothing, but nothing is stored.
 */
export async function signUp(
  request: Request,
  fields: Record<string, string>,
  form: 'full' | 'fallback',
  log: pino.Logger,
): Promise<{ result: SignupResult; message: string }> {
  if (honeypotFilled(fields)) return { result: 'confirmation-sent', message: newsletterMessages.confirmationSent };
  if (await formAttempt(request.headers)) return { result: 'rate-limited', message: newsletterMessages.tooMany };
  const parsed = (form === 'full' ? NewsletterSignup : NewsletterFallbackSignup).safeParse(fields);
  if (!parsed.success) return { result: 'invalid', message: parsed.error.issues[0]!.message };
  const { FNAME, LNAME, EMAIL } = parsed.data;
  try {
    const outcome = await db()
      .transaction()
      .execute((trx) => signUpForNewsletter(trx, { email: EMAIL, firstName: FNAME, lastName: LNAME }));
    log.info({ outcome }, 'newsletter sign-up');
    return {
      result: outcome,
      message: {
        'already-subscribed': newsletterMessages.alreadySubscribed,
        'confirmation-recently-sent': newsletterMessages.confirmationRecentlySent,
        'confirmation-sent': newsletterMessages.confirmationSent,
      }[outcome],
    };
  } catch (error) {
    log.error({ err: error }, 'newsletter sign-up could not be stored');
    return { result: 'unavailable', message: newsletterMessages.unavailable };
  }
}

/** The list service's answer shape (spec §7). */
export function toListResponse({ result, message }: { result: SignupResult; message: string }): NewsletterResponse {
  return { result: result === 'invalid' || result === 'unavailable' || result === 'rate-limited' ? 'error' : 'success', msg: message };
}
