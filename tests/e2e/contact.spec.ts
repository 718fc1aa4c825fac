import type { Page } from '@playwright/test';
import { expect, test } from './browser-test';
import { emailEventsAbout, expectMail, staffInbox, uniqueAddress } from './mailbox';
import { runDatabase } from './run-database';

const db = runDatabase();

async function fillContactForm(page: Page, values: { name: string; email: string; message: string }) {
  await page.getByLabel('Your name').fill(values.name);
  await page.getByLabel('Your email').fill(values.email);
  await page.getByLabel('Message').fill(values.message);
}

/** The contact messages stored from an address (the form keeps each one, with its e-mail event, in one transaction). */
const storedFrom = (email: string) => db().selectFrom('contact_messages').select('message').where('email', '=', email).execute();

test('a message is stored, staff are e-mailed once with a reply address, and the sender gets a copy', async ({ page }, testInfo) => {
  const marker = `Is there a GAP-TA round next year? Speeds < 25 mph (${testInfo.project.name})`;
  const sender = uniqueAddress('maria');
  await page.goto('/get-involved/contact-us');
  await fillContactForm(page, { name: 'Maria Lopez', email: sender, message: marker });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you — your message has been sent.');
  // The form is gone: focus is on what replaced it, not on the page's body (issue 58).
  await expect(page.getByRole('status')).toBeFocused();
  // The event the e-mails come from, written with the message (what the tests below find none of).
  expect(await emailEventsAbout(db(), sender)).toEqual(['contact.received']);

  const [toStaff] = await expectMail(staffInbox.contact, 1, (candidate) => candidate.replyTo.includes(sender));
  expect(toStaff?.to).toEqual([staffInbox.contact]);
  expect(toStaff?.replyTo).toEqual([sender]);
  expect(toStaff?.subject).toBe('Contact form: message from Maria Lopez');
  expect(toStaff?.text).toContain(marker);
  expect(toStaff?.text).toContain(`From: Maria Lopez <${sender}>`);
  // The copy: to the sender only, with what happens next; a reply reaches staff. Anyone could have
  // typed the address in, so it says nothing they wrote, not even the name (issue 54).
  const [copy] = await expectMail(sender, 1);
  expect(copy?.to).toEqual([sender]);
  expect(copy?.replyTo).toEqual([staffInbox.contact]);
  expect(copy?.subject).toBe('We received your message to VTrans');
  expect(copy?.text).toContain('will answer at this address');
  expect(copy?.text).not.toContain('Maria');
  expect(copy?.text).not.toContain('GAP-TA round');
});

test('invalid fields are named with the schema’s messages and nothing is sent', async ({ page }) => {
  // The browser checks the form with the server's schema and sends nothing while a field is invalid.
  const actionPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) actionPosts.push(request.url());
  });
  await page.goto('/get-involved/contact-us');
  await fillContactForm(page, { name: '', email: 'not-an-address', message: 'short' });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please provide your name.')).toBeVisible();
  await expect(page.getByText('Please provide a valid email.')).toBeVisible();
  await expect(page.getByText('Please write a message of at least 10 characters.')).toBeVisible();
  await expect(page.getByLabel('Your email')).toHaveAttribute('aria-invalid', 'true');

  // With an address of this test's own (the name and message still invalid), nothing is sent, stored or queued for it.
  const sender = uniqueAddress('invalid');
  await fillContactForm(page, { name: '', email: sender, message: 'short' });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please provide a valid email.')).toBeHidden();
  await expect(page.getByText('Please provide your name.')).toBeVisible();
  await expect(page.getByText('Please write a message of at least 10 characters.')).toBeVisible();
  expect(actionPosts).toEqual([]);
  expect(await storedFrom(sender)).toEqual([]);
  expect(await emailEventsAbout(db(), sender)).toEqual([]);
});

test('a filled honeypot looks like success but sends nothing', async ({ page }) => {
  const bot = uniqueAddress('bot');
  await page.goto('/get-involved/contact-us');
  await fillContactForm(page, { name: 'Spam Bot', email: bot, message: 'Cheap deals on everything here' });
  await page.locator('#website').fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you');
  // The answer has come: nothing was stored, so no e-mail event either (a message and its event are one transaction).
  expect(await storedFrom(bot)).toEqual([]);
  expect(await emailEventsAbout(db(), bot)).toEqual([]);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still sends, and the server names invalid fields', async ({ page }, testInfo) => {
    const refused = `Please send the 2023 needs data (${testInfo.project.name}, bad address, ${Date.now()}).`;
    await page.goto('/get-involved/contact-us');
    await fillContactForm(page, { name: 'Sam', email: 'bad', message: refused });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please provide a valid email.')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue(refused);
    // Answered by the server: the message was not stored (nor, with it, its e-mail event).
    expect(await db().selectFrom('contact_messages').select('id').where('message', '=', refused).execute()).toEqual([]);

    const marker = `Please send the 2023 needs data (${testInfo.project.name}, no JS).`;
    const sender = uniqueAddress('sam');
    await fillContactForm(page, { name: 'Sam', email: sender, message: marker });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you — your message has been sent.');
    // Staff's e-mail carries the message; the sender's copy does not (issue 54).
    const [toStaff] = await expectMail(staffInbox.contact, 1, (candidate) => candidate.replyTo.includes(sender));
    expect(toStaff!.text).toContain(marker);
    await expectMail(sender, 1);
  });
});
