import { expect } from '@playwright/test';
import type { ReceivedEmail } from '../support/smtp';
import { e2eMailboxPort } from './e2e-env';

type Mail = Omit<ReceivedEmail, 'headers'>;
const mailboxUrl = `http://127.0.0.1:${e2eMailboxPort}/messages`;

/** The e-mails the worker has delivered to the test SMTP server (see serve.ts). */
export async function readMailbox(): Promise<Mail[]> {
  return (await fetch(mailboxUrl)).json() as Promise<Mail[]>;
}

export async function clearMailbox(): Promise<void> {
  await fetch(mailboxUrl, { method: 'DELETE' });
}

/** Waits for e-mails matching `match`, then checks no more arrive for a moment. */
export async function expectMail(match: (mail: Mail) => boolean, count: number): Promise<Mail[]> {
  await expect.poll(async () => (await readMailbox()).filter(match).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 750));
  const matching = (await readMailbox()).filter(match);
  expect(matching).toHaveLength(count);
  return matching;
}
