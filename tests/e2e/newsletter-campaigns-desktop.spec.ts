import type { Page } from '@playwright/test';
import { sql } from '@vtrans/db';
import { expectNoSeriousA11yViolations } from './axe';
import { signInBrowser } from './auth-fixtures';
import { expect, test } from './browser-test';
import { expectMail, readMailbox } from './mailbox';
import { runDatabase } from './run-database';

const db = runDatabase();

/** `count` confirmed subscribers at a domain of this test's own, so its e-mails are told apart from other specs'. */
async function subscribers(count: number): Promise<{ domain: string; emails: string[] }> {
  const domain = `campaign-${Date.now()}-${Math.round(Math.random() * 1e6)}.example.org`;
  await sql`insert into newsletter_subscribers (email, first_name, status, confirmed_at)
    select 'reader-' || n || '@' || ${domain}, 'Reader', 'confirmed', now() from generate_series(1, ${count}) as n`.execute(db());
  return { domain, emails: Array.from({ length: count }, (_, index) => `reader-${index + 1}@${domain}`) };
}

/** Leaves the list as it was for other specs' campaigns. */
async function unsubscribeAll(domain: string) {
  await sql`update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now() where email like ${`%@${domain}`}`.execute(db());
}

/** Writes a campaign through the form and saves it; the page is then the campaign's own. */
async function writeCampaign(page: Page, subject: string) {
  await page.goto('/admin/newsletter');
  await page.getByRole('link', { name: 'Write a new campaign' }).click();
  const form = page.getByRole('form', { name: 'New campaign' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Body').fill('The draft plan is out for comment until March.\n\n');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Campaign: ${subject}`);
}

const progressLine = (page: Page) => page.getByRole('region', { name: 'Progress' }).getByRole('status');

test('an editor writes a campaign, tests it, sends it to every subscriber, and one-click unsubscribing leaves a subscriber out of the next', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const editor = await signInBrowser(db(), context, 'editor');
  const { domain, emails } = await subscribers(3);
  const subject = `VTrans news ${Date.now()}`;

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Newsletter: write and send campaigns' }).click();
  await page.getByRole('link', { name: 'Write a new campaign' }).click();
  const form = page.getByRole('form', { name: 'New campaign' });
  await form.getByLabel('Subject').fill(subject);
  // The browser refuses a body that skips a heading level before anything is sent.
  await form.getByLabel('Body').fill('#### Too deep\n\nThe draft plan is out for comment.\n\n');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(form.getByLabel('Body')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/skips from level 1 to level 4/)).toBeVisible();
  await form.getByLabel('Body').fill('## What is new\n\nThe draft plan is out for comment.\n\n');
  // The picker puts a link to a meeting at the end of the body, its words the meeting's title.
  const meeting = form.getByLabel('Item').locator('optgroup[label="Meetings"] option').first();
  const meetingTitle = (await meeting.textContent())!;
  await form.getByLabel('Item').selectOption({ label: meetingTitle });
  await form.getByRole('button', { name: 'Insert the link into the body' }).click();
  await expect(form.getByLabel('Body')).toHaveValue(new RegExp(`\\[${meetingTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\]\\(/get-involved/meetings/meeting\\?article=`));
  await form.getByRole('button', { name: 'Save as draft' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Campaign: ${subject}`);
  await expect(page.getByRole('status').first()).toContainText('Saved as a draft');
  // The worker renders the preview; the page shows it as soon as it is ready.
  const preview = page.frameLocator('iframe.email-preview');
  await expect(preview.getByRole('heading', { name: subject })).toBeVisible({ timeout: 15_000 });
  await expect(preview.getByRole('link', { name: meetingTitle })).toHaveAttribute('href', /^http:\/\/localhost:3000\/get-involved\/meetings\/meeting\?article=/);
  await expect(page.getByRole('region', { name: 'As plain text' })).toContainText('Unsubscribe from VTrans news');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(`A test is on its way to ${editor.email}`)).toBeVisible();
  const [testCopy] = await expectMail((mail) => mail.to.includes(editor.email), 1);
  expect(testCopy!.subject).toBe(`[Test] ${subject}`);

  await page.getByRole('button', { name: /^Send now to \d+ subscribers?$/ }).click();
  await expect(progressLine(page)).toHaveText(/^Sent: 100% done/, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Pause sending' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const received = await expectMail((mail) => mail.subject === subject && mail.to[0]!.endsWith(`@${domain}`), 3);
  expect(received.map((mail) => mail.to[0]).sort()).toEqual([...emails].sort());

  // The first subscriber's mail client unsubscribes them with one POST to the List-Unsubscribe address (RFC 8058).
  const first = received.find((mail) => mail.to[0] === emails[0])!;
  expect(first.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = new URL(/^<([^>]+)>$/.exec(first.rawHeaders['list-unsubscribe']!)![1]!);
  const response = await request.post(`${oneClick.pathname}${oneClick.search}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(response.status()).toBe(200);

  const second = `${subject} (second)`;
  await writeCampaign(page, second);
  await page.getByRole('button', { name: /^Send now to \d+ subscribers?$/ }).click();
  await expect(progressLine(page)).toHaveText(/^Sent: 100% done/, { timeout: 60_000 });
  const secondReceived = await expectMail((mail) => mail.subject === second && mail.to[0]!.endsWith(`@${domain}`), 2);
  expect(secondReceived.map((mail) => mail.to[0]).sort()).toEqual(emails.slice(1).sort());
  await unsubscribeAll(domain);
});

test('an editor pauses a campaign mid-way and resumes it; everyone gets exactly one copy', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInBrowser(db(), context, 'editor');
  const { domain, emails } = await subscribers(120);
  const subject = `Paused news ${Date.now()}`;
  await writeCampaign(page, subject);
  await expect(page.frameLocator('iframe.email-preview').getByRole('heading', { name: subject })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: /^Send now to \d+ subscribers$/ }).click();
  await page.getByRole('button', { name: 'Pause sending' }).click();
  await expect(progressLine(page)).toHaveText(/^Paused: \d+% done/);
  await expectNoSeriousA11yViolations(page);
  // Jobs in flight finish; then nothing more goes.
  await page.waitForTimeout(1_500);
  const sentWhilePaused = (await readMailbox()).filter((mail) => mail.subject === subject).length;
  await page.waitForTimeout(2_000);
  expect((await readMailbox()).filter((mail) => mail.subject === subject).length).toBe(sentWhilePaused);
  expect(sentWhilePaused).toBeLessThan(emails.length);

  await page.getByRole('button', { name: 'Resume sending' }).click();
  await expect(progressLine(page)).toHaveText(/^Sent: 100% done/, { timeout: 60_000 });
  const received = (await readMailbox()).filter((mail) => mail.subject === subject && mail.to[0]!.endsWith(`@${domain}`));
  expect(received.map((mail) => mail.to[0]).sort()).toEqual([...emails].sort());
  await unsubscribeAll(domain);
});
