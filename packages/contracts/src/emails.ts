import { z } from 'zod';
import { roles } from './auth';

const recipients = z.union([z.email(), z.array(z.email()).min(1).max(50)]);

/**
 * A general-purpose notice: a heading, a few paragraphs and an optional call to action.
 * Used for operator and system messages; domain e-mails get templates of their own.
 */
export const SystemNoticeEmail = z.object({
  template: z.literal('system-notice'),
  to: recipients,
  /** Where replies go, e.g. the person who wrote through the contact form. */
  replyTo: z.email().optional(),
  data: z.object({
    subject: z.string().min(1).max(200),
    heading: z.string().min(1).max(200),
    paragraphs: z.array(z.string().min(1).max(5000)).min(1).max(20),
    action: z.object({ label: z.string().min(1).max(80), url: z.url() }).optional(),
  }),
});

/** Double opt-in for the newsletter: a link to confirm, and one to unsubscribe at any time. */
export const NewsletterConfirmationEmail = z.object({
  template: z.literal('newsletter-confirmation'),
  to: z.email(),
  data: z.object({
    firstName: z.string().max(100),
    confirmUrl: z.url(),
    unsubscribeUrl: z.url(),
  }),
});

/** Double opt-in for locality alerts: what was asked for, a link to confirm, and one to change or stop it. */
export const AlertConfirmationEmail = z.object({
  template: z.literal('alert-confirmation'),
  to: z.email(),
  data: z.object({
    localities: z.array(z.string().max(200)).min(1).max(20),
    topics: z.array(z.string().max(200)).min(1).max(10),
    frequency: z.string().max(200),
    confirmUrl: z.url(),
    manageUrl: z.url(),
  }),
});

/**
 * A single-use sign-in link: one asked for (valid `validMinutes`), or an admin's invitation (with
 * `invitation`: who invited them, the role and locality given, and a link valid for days).
 */
export const SignInLinkEmail = z.object({
  template: z.literal('sign-in-link'),
  to: z.email(),
  data: z.object({
    url: z.url(),
    validMinutes: z.number().int().positive().optional(),
    invitation: z
      .object({
        invitedBy: z.string().max(254),
        role: z.enum(roles),
        locality: z.string().max(200).optional(),
        validDays: z.number().int().positive(),
      })
      .optional(),
  }),
});

/** The payload of a job on the `email` queue. One member per template. */
export const EmailJob = z.discriminatedUnion('template', [SystemNoticeEmail, NewsletterConfirmationEmail, AlertConfirmationEmail, SignInLinkEmail]);
export type EmailJob = z.infer<typeof EmailJob>;
export type EmailTemplateName = EmailJob['template'];

/** A link with its one-time token replaced, so it can be kept without being usable. */
function withoutToken(link: string): string {
  const url = new URL(link);
  if (url.searchParams.has('token')) url.searchParams.set('token', 'redacted');
  return url.toString();
}

/**
 * An e-mail job as the outbox keeps it once the job is done (delivered, or failed for good): the
 * links that carry a one-time token keep their address but lose the token, so a dump or a replica
 * of the database holds no live link. The tables keep only the tokens' hashes.
 */
export function emailJobAtRest(email: EmailJob): EmailJob {
  switch (email.template) {
    case 'sign-in-link':
      return { ...email, data: { ...email.data, url: withoutToken(email.data.url) } };
    case 'newsletter-confirmation':
      return { ...email, data: { ...email.data, confirmUrl: withoutToken(email.data.confirmUrl), unsubscribeUrl: withoutToken(email.data.unsubscribeUrl) } };
    case 'alert-confirmation':
      return { ...email, data: { ...email.data, confirmUrl: withoutToken(email.data.confirmUrl), manageUrl: withoutToken(email.data.manageUrl) } };
    case 'system-notice':
      return email;
  }
}
