import type { Transaction } from 'kysely';
import type { Database } from '../types';
import { type StaffNotice, enqueueSystemNotice } from './outbox';

/**
 * Stores a contact-form message and, in the same transaction, the e-mail telling staff about it,
 * so neither exists without the other.
 */
export async function createContactMessage(
  trx: Transaction<Database>,
  message: { name: string; email: string; message: string },
  notify: StaffNotice,
): Promise<string> {
  const { id } = await trx
    .insertInto('contact_messages')
    .values({ name: message.name, email: message.email, message: message.message })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueSystemNotice(trx, {
    to: notify.staffAddress,
    replyTo: message.email,
    data: {
      subject: `Contact form: message from ${message.name}`,
      heading: 'A new message through the VTrans contact form',
      paragraphs: [`From: ${message.name} <${message.email}>`, message.message, 'Reply to this e-mail to answer them directly.'],
      action: { label: 'Open the VTrans site', url: notify.siteUrl },
    },
  });
  return id;
}
