import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../db';
import { hashToken, newToken } from '../tokens';
import type { Database } from '../types';

/*
 * The two lists people join by confirming an e-mail: the newsletter and locality alerts (double
 * opt-in). Their tables stay apart — each keeps what it is about — and the steps are the same:
 * one row per address whatever its case, a confirmation at most every few minutes, a link that
 * works for a week and once, and a stop that is harmless to repeat.
 */

/** The table of a list joined by confirming an e-mail. */
export type OptInList = 'newsletter_subscribers' | 'alert_subscriptions';

/** A confirmation link works this long after it was sent. */
export const CONFIRMATION_VALID_DAYS = 7;
/** Another sign-up for a pending address sends a new e-mail only after this, so nobody can flood an inbox. */
export const CONFIRMATION_RESEND_MINUTES = 10;

export type SignupOutcome = 'confirmation-sent' | 'confirmation-recently-sent' | 'already-subscribed';

/**
 * The sign-up's row, locked until the transaction ends, so two simultaneous sign-ups of one
 * address take turns (the caller inserts it first, doing nothing when the address is there):
 * its id and status, and whether a confirmation went out within the resend interval.
 */
export async function lockedSignup(trx: Transaction<Database>, list: OptInList, email: string) {
  return trx
    .selectFrom(list)
    .select(['id', 'status'])
    .select(sql<boolean>`coalesce(confirmation_sent_at > now() - make_interval(mins => ${CONFIRMATION_RESEND_MINUTES}), false)`.as('recently_sent'))
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Makes the row pending with a new confirmation token (only its hash is kept): the token, for the e-mail's link. */
export async function newConfirmation(trx: Transaction<Database>, list: OptInList, id: string): Promise<string> {
  const token = newToken();
  await trx
    .updateTable(list)
    .set({ status: 'pending', confirm_token_hash: hashToken(token), confirmation_sent_at: sql`now()`, unsubscribed_at: null })
    .where('id', '=', id)
    .execute();
  return token;
}

/** Confirms the sign-up a link was sent for: its address, or null when the link is unknown, used or older than a week. */
export async function confirmSignup(db: DbOrTrx, list: OptInList, token: string): Promise<{ id: string; email: string } | null> {
  const row = await db
    .updateTable(list)
    .set({ status: 'confirmed', confirmed_at: sql`now()`, confirm_token_hash: null })
    .where('confirm_token_hash', '=', hashToken(token))
    .where('status', '=', 'pending')
    .where('confirmation_sent_at', '>', sql<Date>`now() - make_interval(days => ${CONFIRMATION_VALID_DAYS})`)
    .returning(['id', 'email'])
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Each e-mail to someone on a list carries a token of its own, to stop (and for alerts change)
 * what they get; only its hash is kept, in the list's token table, naming the row it is for.
 */
const linkTokens = {
  newsletter_subscribers: { table: 'newsletter_unsubscribe_tokens', owner: 'subscriber_id' },
  alert_subscriptions: { table: 'alert_tokens', owner: 'subscription_id' },
} as const;

/** A new link token for row `id` of the list: the token, for the e-mail. */
export async function issueLinkToken(db: DbOrTrx, list: OptInList, id: string): Promise<string> {
  const token = newToken();
  const { table, owner } = linkTokens[list];
  await sql`insert into ${sql.table(table)} (token_hash, ${sql.ref(owner)}) values (${hashToken(token)}, ${id})`.execute(db);
  return token;
}

/** The row a link token is for, as a subquery. */
export function rowOfLinkToken(list: OptInList, token: string) {
  const { table, owner } = linkTokens[list];
  return sql<string>`(select ${sql.ref(owner)} from ${sql.table(table)} where token_hash = ${hashToken(token)})`;
}

/** Takes the address a link token is for off the list; repeating it is harmless. Null when the link is unknown. */
export async function stopSignup(db: DbOrTrx, list: OptInList, token: string): Promise<{ email: string } | null> {
  const row = await db
    .updateTable(list)
    .set({ status: 'unsubscribed', confirm_token_hash: null, unsubscribed_at: sql`coalesce(unsubscribed_at, now())` })
    .where('id', '=', rowOfLinkToken(list, token))
    .returning('email')
    .executeTakeFirst();
  return row ?? null;
}
