import { z } from 'zod';

/**
 * The contact form. One schema serves the browser (react-hook-form), the server action and the
 * tests. `website` is a honeypot: people never see it, so a value means a bot. The schema lets it
 * through on purpose — the server action answers a filled one with a quiet success.
 */
export const ContactForm = z.object({
  name: z.string().trim().min(1, 'Please provide your name.').max(100, 'Please keep your name under 100 characters.'),
  email: z.string().trim().email('Please provide a valid email.').max(254, 'Please provide a valid email.'),
  message: z
    .string()
    .trim()
    .min(10, 'Please write a message of at least 10 characters.')
    .max(5000, 'Please keep your message under 5,000 characters.'),
  website: z.string().max(500).optional(),
});
export type ContactForm = z.infer<typeof ContactForm>;

/** First error per field of a failed parse, in the shape a form displays. */
export function fieldErrorsOf<Fields extends string>(error: z.ZodError): Partial<Record<Fields, string>> {
  const errors: Partial<Record<Fields, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Fields;
    errors[field] ??= issue.message;
  }
  return errors;
}
