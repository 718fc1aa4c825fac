import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../db';
import type { Database } from '../types';
import { confirmSignup, issueLinkToken, lockedSignup, newConfirmation, type SignupOutcome, stopSignup } from './double-opt-in';
import { enqueue } from './outbox';

export { CONFIRMATION_RESEND_MINUTES, CONFIRMATION_VALID_DAYS, type SignupOutcome } from './double-opt-in';

/**
 * Signs an address up for the newsletter (double opt-in). There is one row per address whatever
 * its case: a repeat sign-up of a pending or unsubscribed address sends a new confirmation (at
 * most one every few minutes), and a confirmed one is left alone. The e-mail is queued in the
 * caller's transaction.
 */
export async function signUpForNewsletter(trx: Transaction<Database>, signup: { email: string; firstName: string; lastName: string }): Promise<SignupOutcome> {
  await trx
    .insertInto('newsletter_subscribers')
    .values({ email: signup.email, first_name: signup.firstName, last_name: signup.lastName, status: 'pending' })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .execute();
  const subscriber = await lockedSignup(trx, 'newsletter_subscribers', signup.email);

  if (subscriber.status === 'confirmed') return 'already-subscribed';
  if (subscriber.status === 'pending' && subscriber.recently_sent) return 'confirmation-recently-sent';

  // A new sign-up's names replace the old ones; an empty field keeps what was there.
  await trx
    .updateTable('newsletter_subscribers')
    .set((eb) => ({ first_name: signup.firstName || eb.ref('first_name'), last_name: signup.lastName || eb.ref('last_name') }))
    .where('id', '=', subscriber.id)
    .execute();
  const confirmToken = await newConfirmation(trx, 'newsletter_subscribers', subscriber.id);
  const unsubscribeToken = await issueUnsubscribeToken(trx, subscriber.id);
  await enqueue(trx, { name: 'newsletter.confirm-requested', payload: { subscriberId: subscriber.id, confirmToken, unsubscribeToken } });
  return 'confirmation-sent';
}

/** Each e-mail to a subscriber carries an unsubscribe token of its own; only its hash is kept. */
export const issueUnsubscribeToken = (db: DbOrTrx, subscriberId: string) => issueLinkToken(db, 'newsletter_subscribers', subscriberId);

/** Confirms the sign-up a link was sent for. Null when the link is unknown, used or too old. */
export async function confirmNewsletterSignup(db: DbOrTrx, token: string): Promise<{ email: string } | null> {
  const confirmed = await confirmSignup(db, 'newsletter_subscribers', token);
  return confirmed && { email: confirmed.email };
}

/** Takes an address off the list. Repeating it is harmless; null when the link is unknown. */
export const unsubscribeFromNewsletter = (db: DbOrTrx, token: string) => stopSignup(db, 'newsletter_subscribers', token);

/** Who a confirmation e-mail goes to, and the name it greets them by; null when the row is gone. */
export async function findNewsletterSubscriber(db: DbOrTrx, subscriberId: string) {
  return (await db.selectFrom('newsletter_subscribers').select(['email', 'first_name']).where('id', '=', subscriberId).executeTakeFirst()) ?? null;
}
