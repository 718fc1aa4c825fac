import type { Page } from '@playwright/test';
import { sql } from '@vtrans/db';
import { approveCampaign } from '../support/campaigns';
import { expectNoSeriousA11yViolations } from './axe';
import { signInBrowser } from './auth-fixtures';
import { expect, test } from './browser-test';
import { expectMail, mailTo } from './mailbox';
import { cleanUpAfterEach, runDatabase } from './run-database';
import { e2eSiteUrl } from './e2e-env';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

/**
 * `count` confirmed subscribers at a domain of this test's own, so its e-mails are told apart from
 * other specs' (a campaign goes to every confirmed subscriber of the lane). They are unsubscribed
 * after the test, however it ended, which leaves the list as it was for other specs' campaigns.
 */
async function subscribers(count: number): Promise<{ domain: string; emails: string[] }> {
  const domain = `campaign-${Date.now()}-${Math.round(Math.random() * 1e6)}.example.org`;
  afterTest((database) =>
    sql`update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now() where email like ${`%@${domain}`}`.execute(database),
  );
  await sql`insert into newsletter_subscribers (email, first_name, status, confirmed_at)
    select 'reader-' || n || '@' || ${domain}, 'Reader', 'confirmed', now() from generate_series(1, ${count}) as n`.execute(db());
  return { domain, emails: Array.from({ length: count }, (_, index) => `reader-${index + 1}@${domain}`) };
}

/**
 * The `campaign.send` events written for the campaign with this subject: sending starts with one,
 * written in the same transaction as the confirmed send (packages/db, sendCampaign). None once the
 * page has answered: nothing was sent, nor will be.
 */
async function sendEventsOf(subject: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select o.id from outbox o join campaigns c on o.payload->>'campaignId' = c.id::text
    where o.event = 'campaign.send' and c.subject = ${subject}`.execute(db());
  return rows.map((row) => row.id);
}

/** The e-mails with this subject that reached the test's own subscribers so far. */
const receivedAt = async (domain: string, subject: string) => (await mailTo(`@${domain}`)).filter((mail) => mail.subject === subject);

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

/** The campaign's words approved by another editor (issue 63), as its page lets them; the page, reloaded, offers to send it. */
async function approvedByAnotherEditor(page: Page, subject: string) {
  const campaign = await db().selectFrom('campaigns').select(['id', 'version', 'created_by']).where('subject', '=', subject).executeTakeFirstOrThrow();
  await approveCampaign(db(), campaign.id, campaign.version, campaign.created_by!);
  await page.reload();
}

const progressLine = (page: Page) => page.getByRole('region', { name: 'Progress' }).getByRole('status');

/** "Send now" only opens a second step naming the subject and the count; its own button sends. */
async function sendNow(page: Page, subject: string) {
  const opener = page.getByRole('button', { name: /^Send now to \d+ subscribers?…$/ });
  const count = Number(/to (\d+) subscriber/.exec((await opener.textContent())!)![1]);
  await opener.click();
  await expect(page.getByText(`“${subject}” goes to ${count} subscriber`)).toBeVisible();
  await page.getByRole('button', { name: `Yes, send it to ${count} subscriber${count === 1 ? '' : 's'}` }).click();
}

test('an editor writes a campaign, tests it, sends it to every subscriber, and one-click unsubscribing leaves a subscriber out of the next', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.slow();
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
  await expect(form.getByLabel('Body')).toHaveValue(
    new RegExp(`\\[${meetingTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\]\\(/get-involved/meetings/meeting\\?article=`),
  );
  await form.getByRole('button', { name: 'Save as draft' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Campaign: ${subject}`);
  await expect(page.getByRole('status').first()).toContainText('Saved as a draft');
  // The worker renders the preview; the page shows it as soon as it is ready.
  const preview = page.frameLocator('iframe.email-preview');
  await expect(preview.getByRole('heading', { name: subject })).toBeVisible({ timeout: 15_000 });
  await expect(preview.getByRole('link', { name: meetingTitle })).toHaveAttribute(
    'href',
    new RegExp(`^${e2eSiteUrl}/get-involved/meetings/meeting\\?article=`),
  );
  await expect(page.getByRole('region', { name: 'As plain text' })).toContainText('Unsubscribe from VTrans news');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(`A test is on its way to ${editor.email}`)).toBeVisible();
  const [testCopy] = await expectMail(editor.email, 1);
  expect(testCopy!.subject).toBe(`[Test] ${subject}`);

  // A second pair of eyes (issue 63): nothing is offered to send until someone else approves these words.
  await expect(page.getByRole('button', { name: /^Send now/ })).toHaveCount(0);
  await expect(page.getByText('It can be sent or scheduled once another editor approves its words.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted for review. Another editor approves it before it can be sent or scheduled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve these words' })).toHaveCount(0);
  const reviewerContext = await browser.newContext();
  const reviewer = await signInBrowser(db(), reviewerContext, 'editor');
  const reviewerPage = await reviewerContext.newPage();
  await reviewerPage.goto('/admin/content/reviews');
  await reviewerPage.getByRole('region', { name: 'Newsletter campaigns submitted for review' }).getByRole('link', { name: subject }).click();
  await expectNoSeriousA11yViolations(reviewerPage);
  await reviewerPage.getByRole('button', { name: 'Approve these words' }).click();
  await expect(reviewerPage.getByText('Approved. It can be sent or scheduled now')).toBeVisible();
  await reviewerContext.close();
  await page.reload();
  await expect(page.getByText(`These words were approved by ${reviewer.email}`)).toBeVisible();

  // Nothing goes on the first click: the server says what goes, to how many, with the e-mail's text (issue 56).
  await page.getByRole('button', { name: /^Send now to \d+ subscribers?…$/ }).click();
  const confirmation = page.getByRole('group', { name: 'Please confirm' });
  await expect(confirmation).toContainText(`“${subject}” goes to `);
  await expect(confirmation).toContainText(`Subject: ${subject}`);
  await expect(confirmation).toContainText('The draft plan is out for comment.');
  await expectNoSeriousA11yViolations(page);
  expect(await sendEventsOf(subject)).toEqual([]);
  expect(await receivedAt(domain, subject)).toEqual([]);
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: /^Send now to \d+ subscribers?…$/ })).toBeFocused();
  await sendNow(page, subject);
  await expect(progressLine(page)).toHaveText(/^Sent: 100% done/, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Pause sending' })).toHaveCount(0);
  // The rate after the send is the send's own, not the last ten seconds' (which would read 0).
  await expect(page.getByText('E-mails per second (average)')).toBeVisible();
  await expect(page.getByText('Delete this draft…')).toHaveCount(0);
  expect(Number(await page.locator('[data-figure="rate"]').textContent())).toBeGreaterThan(0);
  // Its arrival message (the address still says ?saved=1) is not said of a sent campaign (issue 56).
  await page.reload();
  await expect(page.getByText(/^Saved as a draft\./)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const received = await expectMail(`@${domain}`, 3, (mail) => mail.subject === subject);
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
  await approvedByAnotherEditor(page, second);
  await sendNow(page, second);
  await expect(progressLine(page)).toHaveText(/^Sent: 100% done/, { timeout: 60_000 });
  const secondReceived = await expectMail(`@${domain}`, 2, (mail) => mail.subject === second);
  expect(secondReceived.map((mail) => mail.to[0]).sort()).toEqual(emails.slice(1).sort());
});

test('an editor pauses a campaign mid-way and resumes it; everyone gets exactly one copy', async ({ page, context }) => {
  test.slow();
  await signInBrowser(db(), context, 'editor');
  const { domain, emails } = await subscribers(120);
  const subject = `Paused news ${Date.now()}`;
  await writeCampaign(page, subject);
  await approvedByAnotherEditor(page, subject);
  await expect(page.frameLocator('iframe.email-preview').getByRole('heading', { name: subject })).toBeVisible({ timeout: 15_000 });

  // Above 100 recipients the editor types the number: a wrong one sends nothing and says why.
  const opener = page.getByRole('button', { name: /^Send now to [\d,]+ subscribers…$/ });
  const count = Number(/to ([\d,]+) subscribers/.exec((await opener.textContent())!)![1]!.replace(/,/g, ''));
  expect(count).toBeGreaterThan(100);
  await page.getByLabel(/^Type [\d,]+ \(the number of subscribers\) to confirm$/).fill(String(count - 1));
  await opener.click();
  await expect(page.getByRole('alert').filter({ hasText: 'It goes to' })).toContainText(
    `It goes to ${count.toLocaleString('en-US')} subscribers now, not ${(count - 1).toLocaleString('en-US')}`,
  );
  // Answered: the refused send wrote no event, so nothing goes.
  expect(await sendEventsOf(subject)).toEqual([]);
  expect(await receivedAt(domain, subject)).toEqual([]);
  await page.getByLabel(/^Type [\d,]+ \(the number of subscribers\) to confirm$/).fill(count.toLocaleString('en-US'));
  await opener.click();
  await page.getByRole('button', { name: /^Yes, send it to/ }).click();
  await page.getByRole('button', { name: 'Pause sending' }).click();
  await expect(progressLine(page)).toHaveText(/^Paused: \d+% done/);
  await expectNoSeriousA11yViolations(page);
  // Jobs in flight finish; then nothing more goes.
  await page.waitForTimeout(1_500);
  const sentWhilePaused = (await receivedAt(domain, subject)).length;
  await page.waitForTimeout(2_000);
  expect((await receivedAt(domain, subject)).length).toBe(sentWhilePaused);
  expect(sentWhilePaused).toBeLessThan(emails.length);

  // Resuming e-mails the rest: said first, with how many are left.
  await page.getByRole('button', { name: 'Resume sending…' }).click();
  await expect(page.getByRole('group', { name: 'Please confirm' })).toContainText(`“${subject}” goes on to the `);
  await page.getByRole('button', { name: /^Yes, send it to the other \d+ subscribers?$/ }).click();
  await expect(progressLine(page)).toHaveText(/^Sent: 100% done/, { timeout: 60_000 });
  const received = await receivedAt(domain, subject);
  expect(received.map((mail) => mail.to[0]).sort()).toEqual([...emails].sort());
});

test('an editor deletes a draft after a second step', async ({ page, context }) => {
  await signInBrowser(db(), context, 'editor');
  const subject = `Draft to drop ${Date.now()}`;
  await writeCampaign(page, subject);
  await page.getByRole('button', { name: 'Delete this draft…' }).click();
  await expect(page.getByRole('group', { name: 'Please confirm' })).toContainText(`“${subject}” is deleted for good`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Yes, delete the draft' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter campaigns');
  await expect(page.getByRole('status')).toHaveText('The draft was deleted.');
  await expect(page.getByRole('link', { name: subject })).toHaveCount(0);
  const audit = await sql<{ action: string }>`select action from audit_log where details->>'subject' = ${subject}`.execute(db());
  expect(audit.rows.map((row) => row.action)).toEqual(['campaign.delete']);
});
