'use server';

import { ContactForm, fieldErrorsOf, type FormResult } from '@vtrans/contracts';
import { createContactMessage } from '@vtrans/db';
import { db } from '@/server/db';
import { logger } from '@/server/logger';

export type ContactResult = FormResult<keyof ContactForm>;

/**
 * Stores a contact message and queues the staff e-mail in one transaction. A filled honeypot gets
 * the same answer as a real message, so a bot learns nothing, but nothing is stored or sent.
 */
export async function sendContactMessage(_previous: ContactResult | null, formData: FormData): Promise<ContactResult> {
  const values = {
    name: String(formData.get('name') ?? ''),
    email: String(formData.get('email') ?? ''),
    message: String(formData.get('message') ?? ''),
    website: String(formData.get('website') ?? ''),
  };
  if (values.website) return { ok: true };
  const parsed = ContactForm.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), values };

  try {
    const id = await db()
      .transaction()
      .execute((trx) => createContactMessage(trx, parsed.data));
    logger().info({ contactMessageId: id }, 'contact message stored');
    return { ok: true };
  } catch (error) {
    // Nothing was stored (the transaction rolled back): say so, keep what they wrote, let them retry.
    logger().error({ err: error }, 'contact message could not be stored');
    return {
      ok: false,
      fieldErrors: {},
      formError: 'We could not send your message just now. Please try again in a few minutes.',
      values,
    };
  }
}
