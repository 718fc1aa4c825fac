import { expect } from '@playwright/test';
import { type Db, sql } from '@vtrans/db';
import type { ReceivedEmail } from '../support/smtp';
import { e2eMailboxPort } from './e2e-env';

/*
 * The e-mails the lane's worker has delivered to its test SMTP server (see serve.ts). The mailbox
 * keeps every test's mail, and another test's may still be arriving: a test never empties it and
 * never reads all of it, only the mail sent to an address of its own (uniqueAddress), or in a
 * shared staff inbox the mail that carries something only it wrote.
 */

type Mail = Omit<ReceivedEmail, 'headers'>;
const mailboxUrl = `http://127.0.0.1:${e2eMailboxPort}/messages`;

/** The staff inboxes the worker writes to: its defaults (apps/worker/src/env.ts), shared by every test. */
export const staffInbox = {
  contact: 'vtrans-staff@oipi.example.gov',
  comments: 'vtrans-comments@oipi.example.gov',
  spatialData: 'vtrans-data@oipi.example.gov',
  gapTa: 'gap-ta@oipi.example.gov',
} as const;

/** An e-mail address of one test's own: no other test (of any lane, file or project) writes to it. */
export function uniqueAddress(name: string, domain = 'example.org'): string {
  return `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

/** Whether an e-mail went to `recipient`: one address (in any case), or any address at `@domain`. */
function sentTo(mail: Mail, recipient: string): boolean {
  const wanted = recipient.toLowerCase();
  return mail.to.some((to) => (wanted.startsWith('@') ? to.toLowerCase().endsWith(wanted) : to.toLowerCase() === wanted));
}

/** The e-mails delivered so far to `recipient` (an address, or `@domain` for a domain of the test's own), oldest first. */
export async function mailTo(recipient: string): Promise<Mail[]> {
  const all = (await (await fetch(mailboxUrl)).json()) as Mail[];
  return all.filter((mail) => sentTo(mail, recipient));
}

/**
 * Waits for `count` e-mails to `recipient` that `match`, then checks no more arrive for a moment.
 * In a shared inbox (staffInbox), `match` picks this test's mail by something only it wrote.
 */
export async function expectMail(recipient: string, count: number, match: (mail: Mail) => boolean = () => true): Promise<Mail[]> {
  const matching = async () => (await mailTo(recipient)).filter(match);
  await expect.poll(async () => (await matching()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 750));
  const found = await matching();
  expect(found).toHaveLength(count);
  return found;
}

/**
 * The e-mail events the site has written about `address`, oldest first: those whose payload names
 * it (a sign-in link, an invitation, a campaign's test copy), and those about a row that holds it
 * (a contact message, a comment, a newsletter or alerts sign-up, an accessible-format request, a
 * GAP-TA application). The site writes an event in the same transaction as the change that causes
 * it (packages/db, enqueue), and the worker sends nothing without one: once a request has been
 * answered, an address with no event will never be e-mailed about it. So "nothing was sent" is
 * read here, at once, where it is decided, not by waiting on the mailbox.
 */
export async function emailEventsAbout(db: Db, address: string): Promise<string[]> {
  const { rows } = await sql<{ event: string }>`
    select o.event from outbox o
    where lower(o.payload->>'email') = lower(${address})
       or lower(o.payload->>'to') = lower(${address})
       or exists (select 1 from contact_messages m where m.id::text = o.payload->>'messageId' and lower(m.email) = lower(${address}))
       or exists (select 1 from comments c where c.id::text = o.payload->>'commentId' and lower(c.email) = lower(${address}))
       or exists (select 1 from newsletter_subscribers s where s.id::text = o.payload->>'subscriberId' and lower(s.email) = lower(${address}))
       or exists (select 1 from alert_subscriptions a where a.id::text = o.payload->>'subscriptionId' and lower(a.email) = lower(${address}))
       or exists (select 1 from accessibility_requests r where r.id::text = o.payload->>'requestId' and lower(r.email) = lower(${address}))
       or exists (select 1 from gap_ta_applications g where g.id::text = o.payload->>'applicationId' and lower(g.contact_email) = lower(${address}))
    order by o.seq`.execute(db);
  return rows.map((row) => row.event);
}
