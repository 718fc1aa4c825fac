import { z } from 'zod';
import { type NewsletterField, newsletterEmailPattern, newsletterFieldMessages, newsletterMaxLengths } from './newsletter-fields';

export {
  isNewsletterResponse,
  type NewsletterField,
  newsletterFieldProblem,
  newsletterHoneypotName,
  newsletterJsonpUrl,
  type NewsletterResponse,
} from './newsletter-fields';

/** One field's schema from the shared rules (newsletter-fields.ts), messages and all. */
function nameField(field: Exclude<NewsletterField, 'EMAIL'>) {
  const messages = newsletterFieldMessages[field];
  return z.string().trim().min(1, messages.missing).max(newsletterMaxLengths[field], messages.tooLong);
}

/**
 * The newsletter sign-up (spec §5). The field names are the mailing-list service's (FNAME, LNAME,
 * EMAIL), because the same values travel on its JSONP wire format (spec §7) unchanged.
 */
export const NewsletterSignup = z.object({
  FNAME: nameField('FNAME'),
  LNAME: nameField('LNAME'),
  EMAIL: z
    .string()
    .trim()
    .regex(newsletterEmailPattern, newsletterFieldMessages.EMAIL.missing)
    .max(newsletterMaxLengths.EMAIL, newsletterFieldMessages.EMAIL.tooLong),
});
export type NewsletterSignup = z.infer<typeof NewsletterSignup>;

/**
 * The simple fallback form (spec §5) asks only for an e-mail address and, in the browser, only
 * checks it contains an at-sign. The server still wants a real address before it sends mail.
 */
export const NewsletterFallbackSignup = NewsletterSignup.extend({
  FNAME: z.string().trim().max(100).default(''),
  LNAME: z.string().trim().max(100).default(''),
});

/** The browser-side check of the fallback form: the e-mail contains '@'. */
export function fallbackEmailLooksValid(email: string): boolean {
  return email.includes('@');
}

/** A JSONP callback name: a plain identifier, so the answer cannot smuggle in script. */
export const JsonpCallback = z.string().regex(/^[A-Za-z_$][\w$]{0,63}$/, 'expected a JavaScript identifier');

/** The token in an e-mailed link (newsletter, sign-in): 32 random bytes, base64url. */
export const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a link token');

/** The site's own list endpoint, used when NEWSLETTER_URL names no external service. */
export const OWN_NEWSLETTER_POST_URL = '/api/newsletter/post?u=vtrans&id=updates';

/** The messages our own endpoint answers with. */
export const newsletterMessages = {
  confirmationSent: 'Almost finished — we need to confirm your email address. Please click the link in the email we just sent you.',
  /** A repeat sign-up within the resend window: no new e-mail goes out, so none is promised. */
  confirmationRecentlySent:
    'We sent a confirmation link to this address a few minutes ago. Please look for it in your inbox or spam folder; if it has not arrived, you can ask for a new one after 10 minutes.',
  alreadySubscribed: 'This email address is already subscribed to VTrans updates. Thank you!',
  unavailable: 'We could not sign you up just now. Please try again in a few minutes.',
  tooMany: 'Too many sign-ups from here just now. Please wait a minute and try again.',
} as const;
