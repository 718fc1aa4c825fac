import { virginiaToday } from '@vtrans/contracts/dates';
import { sql, type Transaction } from 'kysely';
import { hashToken } from '../tokens';
import type { Database } from '../types';

/*
 * E-mails to an address nobody has shown to be theirs (issue 54): the receipts of the public
 * forms — the contact form's copy, an accessible-format request's receipt, a GAP-TA application's
 * receipt — go to whatever address was typed in. They carry only our own words (the notifications
 * say none of what was submitted), and each address gets only a few of them a day, so nobody can
 * use our mail server to write to a stranger.
 */

/**
 * Receipts one address may be sent in a Virginia day. A person writing to us sends a contact
 * message and perhaps asks for a document or two in another format, or sends an application: three
 * receipts cover a busy day of one real person. Past that, someone is using our forms to mail an
 * address that may not be theirs (the review sent 35 in a minute); the submissions are still kept
 * and staff still told, only the receipts stop until the next day.
 */
export const UNCONFIRMED_MAILS_PER_DAY = 3;

/**
 * What the allowance table keeps of an address on a day: a digest of the day and the lower-cased
 * address, not the address in clear (the rows say nothing without a guess of it, and each day's differ; there is no server secret to key it with).
 */
export function unconfirmedMailRecipient(email: string, day: string): string {
  return hashToken(`unconfirmed-mail\n${day}\n${email.trim().toLowerCase()}`);
}

/**
 * Takes one of the address's receipts for today, in the transaction that writes the event the
 * receipt would go with (so the decision and the event commit together, and two forms at once take
 * turns on the row): true when the receipt may be sent, false when today's allowance is spent.
 * Rows from before yesterday are deleted in the same statement (those no other transaction holds).
 */
export async function takeUnconfirmedMail(trx: Transaction<Database>, email: string, now = new Date()): Promise<boolean> {
  const day = virginiaToday(now);
  const result = await sql<{ sent: number }>`
    with pruned as (
      -- Rows another form's transaction is pruning are skipped, not waited for: no queue at midnight.
      delete from unconfirmed_mail_allowances where ctid in (
        select ctid from unconfirmed_mail_allowances where day < ${day}::date - 1 for update skip locked))
    insert into unconfirmed_mail_allowances (recipient, day, sent)
    values (${unconfirmedMailRecipient(email, day)}, ${day}::date, 1)
    on conflict (recipient, day) do update set sent = unconfirmed_mail_allowances.sent + 1
      where unconfirmed_mail_allowances.sent < ${UNCONFIRMED_MAILS_PER_DAY}
    returning sent`.execute(trx);
  return result.rows.length === 1;
}
