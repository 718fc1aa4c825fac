import type { Page } from '@playwright/test';
import { expect, test } from './browser-test';
import { clearMailbox, expectMail, readMailbox } from './mailbox';

const staff = 'vtrans-staff@oipi.example.gov';

async function fillContactForm(page: Page, values: { name: string; email: string; message: string }) {
  await page.getByLabel('Your name').fill(values.name);
  await page.getByLabel('Your email').fill(values.email);
  await page.getByLabel('Message').fill(values.message);
}

test.beforeEach(async () => {
  await clearMailbox();
});

test('a message is stored, staff are e-mailed once with a reply address, and the sender gets a copy', async ({ page }, testInfo) => {
  const marker = `Is there a GAP-TA round next year? Speeds < 25 mph (${testInfo.project.name})`;
  const sender = `maria.${testInfo.project.name}@example.org`;
  await page.goto('/get-involved/contact-us');
  await fillContactForm(page, { name: 'Maria Lopez', email: sender, message: marker });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you — your message has been sent.');

  const [toStaff] = await expectMail((candidate) => candidate.text.includes(marker), 1);
  expect(toStaff?.to).toEqual([staff]);
  expect(toStaff?.replyTo).toEqual([sender]);
  expect(toStaff?.subject).toBe('Contact form: message from Maria Lopez');
  expect(toStaff?.text).toContain(`From: Maria Lopez <${sender}>`);
  // The copy: to the sender only, with what happens next; a reply reaches staff. Anyone could have
  // typed the address in, so it says nothing they wrote, not even the name (issue 54).
  const [copy] = await expectMail((candidate) => candidate.to.includes(sender), 1);
  expect(copy?.to).toEqual([sender]);
  expect(copy?.replyTo).toEqual([staff]);
  expect(copy?.subject).toBe('We received your message to VTrans');
  expect(copy?.text).toContain('will answer at this address');
  expect(copy?.text).not.toContain('Maria');
  expect(copy?.text).not.toContain('GAP-TA round');
});

test('invalid fields are named with the schema’s messages and nothing is sent', async ({ page }) => {
  await page.goto('/get-involved/contact-us');
  await fillContactForm(page, { name: '', email: 'not-an-address', message: 'short' });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please provide your name.')).toBeVisible();
  await expect(page.getByText('Please provide a valid email.')).toBeVisible();
  await expect(page.getByText('Please write a message of at least 10 characters.')).toBeVisible();
  await expect(page.getByLabel('Your email')).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(750);
  expect(await readMailbox()).toEqual([]);
});

test('a filled honeypot looks like success but sends nothing', async ({ page }) => {
  await page.goto('/get-involved/contact-us');
  await fillContactForm(page, { name: 'Spam Bot', email: 'bot@example.org', message: 'Cheap deals on everything here' });
  await page.locator('#website').fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you');
  await page.waitForTimeout(1_500);
  expect(await readMailbox()).toEqual([]);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still sends, and the server names invalid fields', async ({ page }, testInfo) => {
    await page.goto('/get-involved/contact-us');
    await fillContactForm(page, { name: 'Sam', email: 'bad', message: 'Please send the 2023 needs data.' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please provide a valid email.')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('Please send the 2023 needs data.');

    const marker = `Please send the 2023 needs data (${testInfo.project.name}, no JS).`;
    const sender = `sam.${testInfo.project.name}@example.org`;
    await fillContactForm(page, { name: 'Sam', email: sender, message: marker });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you — your message has been sent.');
    // Staff's e-mail carries the message; the sender's copy does not (issue 54).
    await expectMail((candidate) => candidate.text.includes(marker), 1);
    await expectMail((candidate) => candidate.to.includes(sender), 1);
  });
});
