import { z } from 'zod';

/**
 * The newsletter sign-up (spec §5). The field names are the mailing-list service's (FNAME, LNAME,
 * EMAIL), because the same values travel on its JSONP wire format (spec §7) unchanged.
 */
export const NewsletterSignup = z.object({
  FNAME: z.string().trim().min(1, 'Please provide a first name.').max(100, 'Please keep the first name under 100 characters.'),
  LNAME: z.string().trim().min(1, 'Please provide a last name.').max(100, 'Please keep the last name under 100 characters.'),
  EMAIL: z.string().trim().email('Please provide a valid email.').max(254, 'Please provide a valid email.'),
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

/** What the list service answers (spec §7): result 'success' or anything else, and a message. */
export const NewsletterResponse = z.object({ result: z.string(), msg: z.string() });
export type NewsletterResponse = z.infer<typeof NewsletterResponse>;

/** A JSONP callback name: a plain identifier, so the answer cannot smuggle in script. */
export const JsonpCallback = z.string().regex(/^[A-Za-z_$][\w$]{0,63}$/, 'expected a JavaScript identifier');

/**
 * The honeypot field's name. Mailchimp-style post URLs carry `u` and `id`, and the service's
 * honeypot is `b_<u>_<id>`; our own endpoint accepts any `b_…` field the same way.
 */
export function newsletterHoneypotName(postUrl: string): string {
  const url = new URL(postUrl, 'http://relative.invalid');
  return `b_${url.searchParams.get('u') ?? ''}_${url.searchParams.get('id') ?? ''}`;
}

/**
 * The JSONP request URL (spec §7): the post URL with `post` changed to `post-json`, plus the form
 * fields, the honeypot and the callback parameter `c`. Relative post URLs stay relative.
 */
export function newsletterJsonpUrl(postUrl: string, fields: NewsletterSignup & { honeypot: string }, callback: string): string {
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(postUrl);
  const url = new URL(postUrl, 'http://relative.invalid');
  url.pathname = url.pathname.replace(/\/post$/, '/post-json');
  url.searchParams.set('FNAME', fields.FNAME);
  url.searchParams.set('LNAME', fields.LNAME);
  url.searchParams.set('EMAIL', fields.EMAIL);
  url.searchParams.set(newsletterHoneypotName(postUrl), fields.honeypot);
  url.searchParams.set('c', callback);
  return relative ? `${url.pathname}${url.search}` : url.toString();
}

/** The token in an e-mailed link (newsletter, sign-in): 32 random bytes, base64url. */
export const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a link token');

/** The site's own list endpoint, used when NEWSLETTER_URL names no external service. */
export const OWN_NEWSLETTER_POST_URL = '/api/newsletter/post?u=vtrans&id=updates';

/** The messages our own endpoint answers with. */
export const newsletterMessages = {
  confirmationSent:
    'Almost finished — we need to confirm your email address. Please click the link in the email we just sent you.',
  alreadySubscribed: 'This email address is already subscribed to VTrans updates. Thank you!',
  unavailable: 'We could not sign you up just now. Please try again in a few minutes.',
} as const;
