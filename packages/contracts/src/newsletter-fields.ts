// No zod here: the newsletter form is in the footer of nearly every page, and all of zod would
// come with it. The server's schema (NewsletterSignup in newsletter.ts) is built from these same
// rules and messages, so the browser and the server cannot disagree.

/** The sign-up's fields, named as the mailing-list service names them (spec §5, §7). */
export type NewsletterFields = { FNAME: string; LNAME: string; EMAIL: string };
export type NewsletterField = keyof NewsletterFields;

/** The longest value each field takes (an e-mail address's limit is RFC 5321's). */
export const newsletterMaxLengths: Record<NewsletterField, number> = { FNAME: 100, LNAME: 100, EMAIL: 254 };

/** Spec §5's messages, and the ones for values over the limit. */
export const newsletterFieldMessages = {
  FNAME: { missing: 'Please provide a first name.', tooLong: 'Please keep the first name under 100 characters.' },
  LNAME: { missing: 'Please provide a last name.', tooLong: 'Please keep the last name under 100 characters.' },
  EMAIL: { missing: 'Please provide a valid email.', tooLong: 'Please provide a valid email.' },
} as const;

/** An e-mail address as the list service takes it: a local part, an @, and a dotted domain. */
export const newsletterEmailPattern = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The first problem with one field's value (after trimming), or null when it is fine. */
export function newsletterFieldProblem(field: NewsletterField, value: string): string | null {
  const trimmed = value.trim();
  const messages = newsletterFieldMessages[field];
  if (field === 'EMAIL' ? !newsletterEmailPattern.test(trimmed) : trimmed.length === 0) return messages.missing;
  if (trimmed.length > newsletterMaxLengths[field]) return messages.tooLong;
  return null;
}

/** What the list service answers (spec §7): result 'success' or anything else, and a message. */
export type NewsletterResponse = { result: string; msg: string };

export function isNewsletterResponse(value: unknown): value is NewsletterResponse {
  const answer = value as Partial<NewsletterResponse> | null;
  return typeof answer === 'object' && answer !== null && typeof answer.result === 'string' && typeof answer.msg === 'string';
}

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
export function newsletterJsonpUrl(postUrl: string, fields: NewsletterFields & { honeypot: string }, callback: string): string {
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
