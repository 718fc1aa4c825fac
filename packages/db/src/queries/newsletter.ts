import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../db';
import { hashToken, newToken } from '../tokens';
import type { Database } from '../types';
import { enqueue } from './outbox';

/** A confirmation link works this long after it was sent. */
export const CONFIRMATION_VALID_DAYS = 7;
/** Another sign-up for a pending address sends a new e-mail only after this, so nobody can flood an inbox. */
export const CONFIRMATION_RESEND_MINUTES = 10;

export type SignupOutcome = 'confirmation-sent' | 'confirmation-recently-sent' | 'already-subscribed';

/**
 * Signs an address up for the newsletter (double opt-in). There is one row per address whatever
 * its case: a repeat sign-up of a pending or unsubscribed address sends a new confirmation (at
 * most one every few minutes), and a confirmed one is left alone. The e-mail is queued in the
 * caller's transaction.
 */
export async function signUpForNewsletter(
  trx: Transaction<Database>,
  signup: { email: string; firstName: string; lastName: string },
): Promise<SignupOutcome> {
  await trx
    .insertInto('newsletter_subscribers')
    .values({ email: signup.email, first_name: signup.firstName, last_name: signup.lastName, status: 'pending' })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .execute();
  // The row lock makes two simultaneous sign-ups of one address take turns.
  const subscriber = await trx
    .selectFrom('newsletter_subscribers')
    .select(['id', 'status', 'first_name', 'last_name'])
    .select(sql<boolean>`coalesce(confirmation_sent_at > now() - make_interval(mins => ${CONFIRMATION_RESEND_MINUTES}), false)`.as('recently_sent'))
    .where(sql`lower(email)`, '=', signup.email.toLowerCase())
    .forUpdate()
    .executeTakeFirstOrThrow();

  if (subscriber.status === 'confirmed') return 'already-subscribed';
  if (subscriber.status === 'pending' && subscriber.recently_sent) return 'confirmation-recently-sent';

  const confirmToken = newToken();
  const firstName = signup.firstName || subscriber.first_name;
  await trx
    .updateTable('newsletter_subscribers')
    .set({
      status: 'pending',
      first_name: firstName,
      last_name: signup.lastName || subscriber.last_name,
      confirm_token_hash: hashToken(confirmToken),
      confirmation_sent_at: sql`now()`,
      unsubscribed_at: null,
    })
    .where('id', '=', subscriber.id)
    .execute();
  const unsubscribeToken = await issueUnsubscribeToken(trx, subscriber.id);
  await enqueue(trx, { name: 'newsletter.confirm-requested', payload: { subscriberId: subscriber.id, confirmToken, unsubscribeToken } });
  return 'confirmation-sent';
}

/** Each e-mail to a subscriber carries an unsubscribe token of its own; only its hash is kept. */
export async function issueUnsubscribeToken(db: DbOrTrx, subscriberId: string): Promise<string> {
  const token = newToken();
  await db.insertInto('newsletter_unsubscribe_tokens').values({ token_hash: hashToken(token), subscriber_id: subscriberId }).execute();
  return token;
}

/** Confirms the sign-up a link was sent for. Null when the link is unknown, used or too old. */
export async function confirmNewsletterSignup(db: DbOrTrx, token: string): Promise<{ email: string } | null> {
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: sql`now()`, confirm_token_hash: null })
    .where('confirm_token_hash', '=', hashToken(token))
    .where('status', '=', 'pending')
    .where('confirmation_sent_at', '>', sql<Date>`now() - make_interval(days => ${CONFIRMATION_VALID_DAYS})`)
    .returning('email')
    .executeTakeFirst();
  return row ?? null;
}

/** Takes an address off the list. Repeating it is harmless; null when the link is unknown. */
export async function unsubscribeFromNewsletter(db: DbOrTrx, token: string): Promise<{ email: string } | null> {
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({
      status: 'unsubscribed',
      confirm_token_hash: null,
      unsubscribed_at: sql`coalesce(unsubscribed_at, now())`,
    })
    .where('id', '=', (eb) => eb.selectFrom('newsletter_unsubscribe_tokens').select('subscriber_id').where('token_hash', '=', hashToken(token)))
    .returning('email')
    .executeTakeFirst();
  return row ?? null;
}

/** Who a confirmation e-mail goes to, and the name it greets them by; null when the row is gone. */
export async function findNewsletterSubscriber(db: DbOrTrx, subscriberId: string) {
  return (await db.selectFrom('newsletter_subscribers').select(['email', 'first_name']).where('id', '=', subscriberId).executeTakeFirst()) ?? null;
}
