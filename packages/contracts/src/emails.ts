import { z } from 'zod';

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

/**
 * The payload of an `email.send` job: a notice written by its sender (an operator's). Every e-mail
 * about something that happened is a notification of its event, written by the worker.
 */
export const EmailJob = SystemNoticeEmail;
export type EmailJob = z.infer<typeof EmailJob>;
