import type { Language } from '@vtrans/contracts/languages';
import type { Transaction } from 'kysely';
import type { DbOrTrx } from '../db';
import type { Database } from '../types';
import { enqueue } from './outbox';
import { takeUnconfirmedMail } from './unconfirmed-mail';

/**
 * Stores a contact-form message and, in the same transaction, its `contact.received` event (the
 * worker tells staff), so neither exists without the other. The sender's copy goes only while the
 * address has receipts left today (takeUnconfirmedMail); staff are always told.
 */
export async function createContactMessage(
  trx: Transaction<Database>,
  message: { name: string; email: string; message: string; language?: Language | undefined },
): Promise<string> {
  const { id } = await trx
    .insertInto('contact_messages')
    .values({ name: message.name, email: message.email, message: message.message, language: message.language ?? 'en' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueue(trx, { name: 'contact.received', payload: { messageId: id, receipt: await takeUnconfirmedMail(trx, message.email) } });
  return id;
}

export async function findContactMessage(db: DbOrTrx, id: string) {
  return db.selectFrom('contact_messages').select(['id', 'name', 'email', 'message', 'language']).where('id', '=', id).executeTakeFirst();
}
