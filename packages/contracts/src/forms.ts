import { z } from 'zod';
import { languages } from './languages';

/**
 * The contact form. One schema serves the browser (react-hook-form), the server action and the
 * tests. `website` is a honeypot: people never see it, so a value means a bot. The schema lets it
 * through on purpose — the server action answers a filled one with a quiet success.
 */
export const ContactForm = z.object({
  name: z.string().trim().min(1, 'Please provide your name.').max(100, 'Please keep your name under 100 characters.'),
  email: z.string().trim().email('Please provide a valid email.').max(254, 'Please provide a valid email.'),
  message: z.string().trim().min(10, 'Please write a message of at least 10 characters.').max(5000, 'Please keep your message under 5,000 characters.'),
  website: z.string().max(500).optional(),
  /** The edition of the form (issue 62): the receipt is written in it and staff answer in it. English when not sent. */
  language: z.enum(languages, { message: 'Please send the form from the English or the Spanish contact page.' }).optional(),
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

/**
 * What a public form says when the address it was given has had its receipts for the day (issue
 * 54: a few a day to an address nobody has confirmed, so no one can mail a stranger through us).
 */
export const receiptWithheld =
  'We have not e-mailed a receipt: this address has already had as many e-mails from our forms today as we send to one address. What you sent is kept, and staff have it.';
/** The same, on the Spanish edition's forms (issue 62). */
export const receiptWithheldInSpanish =
  'No le enviamos un acuse de recibo: esta dirección ya recibió hoy tantos mensajes de nuestros formularios como enviamos a una sola dirección. Lo que envió está guardado, y el personal lo tiene.';
