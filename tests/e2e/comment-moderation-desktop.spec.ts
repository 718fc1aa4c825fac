import { readFile } from 'node:fs/promises';
import { expect, test } from './browser-test';
import { commentResponseTemplates } from '@vtrans/contracts/comments';
import { expectNoSeriousA11yViolations } from './axe';
import { newClientAddress, signInBrowser } from './auth-fixtures';
import { e2eBaseUrl } from './e2e-env';
import { emailEventsAbout, expectMail, staffInbox, uniqueAddress } from './mailbox';
import { runDatabase } from './run-database';

const db = runDatabase();
/** Staff's response, not the receipt the comment's own address was sent when it was posted. */
const isReply = (mail: { subject: string }) => mail.subject === 'VTrans staff replied to your map comment';

test('a reviewer answers with a template (the commenter is e-mailed once), hides and shows a comment', async ({ page, request }) => {
  const marker = `The Route 1 sidewalk ends abruptly ${Date.now()}`;
  const lee = uniqueAddress('lee');
  const posted = await request.post('/api/comment/insert-comment', {
    headers: { origin: e2eBaseUrl, 'x-forwarded-for': newClientAddress() },
    data: { geometry: { type: 'Point', coordinates: [-77.43, 37.55] }, category: 'Other', text: marker, email: lee },
  });
  const id = (await posted.json()).data.id as string;

  // Issue 22, slip 9: staff's alert leads to this comment, not to the top of the list.
  const [alert] = await expectMail(staffInbox.comments, 1, (mail) => mail.text.includes(marker));
  const link = new URL(/https?:\/\/\S+\/admin\/comments#comment-[0-9a-f-]+/.exec(alert!.text)![0]);
  expect(link.hash).toBe(`#comment-${id}`);

  await signInBrowser(db(), page.context(), 'reviewer');
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.locator(`#comment-${id}`)).toContainText(marker);
  await expect(page.locator(`#comment-${id}`)).toBeInViewport();
  await expectNoSeriousA11yViolations(page);

  const item = page.getByRole('listitem').filter({ hasText: marker });
  const form = item.getByRole('form', { name: 'Respond to this comment' });
  await form.getByLabel('Category').selectOption('Walking and biking');
  await form.getByLabel(/Start from a template/).selectOption(commentResponseTemplates[1].id);
  // The button says that saving e-mails the commenter (they left an address); the e-mail is shown before it goes (issue 56).
  await form.getByRole('button', { name: 'Save and e-mail the commenter…' }).click();
  const confirmation = form.getByRole('group', { name: 'Please confirm' });
  await expect(confirmation).toContainText('The e-mail, as it will be sent to 1 person:');
  await expect(confirmation).toContainText('forwarded it to the VDOT district office');
  expect(await emailEventsAbout(db(), lee)).not.toContain('comment.responded');
  await confirmation.getByRole('button', { name: 'Yes, save it and e-mail the commenter' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved the response to “${marker}” and e-mailed it to the commenter.`);
  const [reply] = await expectMail(lee, 1, isReply);
  expect(reply!.text).toContain('forwarded it to the VDOT district office');
  // Saved again with the same words: no second e-mail, as the hint under the box says.
  await page.reload();
  await expect(form.getByText('Changing the words e-mails the commenter the new response; saving the same words again does not.')).toBeVisible();
  await form.getByRole('button', { name: 'Save and e-mail the commenter…' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved “${marker}”. Nothing was e-mailed.`);
  await expectMail(lee, 1, isReply);

  // Hiding takes it off the public map at once: said first (issue 56), and undone by showing it.
  await item.getByRole('button', { name: 'Hide from the public…' }).click();
  const hiding = item.getByRole('group', { name: 'Please confirm' });
  await expect(hiding).toContainText(`“${marker}” leaves the public map at once, with the response given to it. The commenter is not told.`);
  expect((await request.get(`/api/comment/get-comment?id=${id}`)).status()).toBe(200);
  await hiding.getByRole('button', { name: 'Yes, hide it' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: marker }).getByRole('button', { name: 'Show on the public map…' })).toBeVisible();
  expect((await request.get(`/api/comment/get-comment?id=${id}`)).status()).toBe(404);
  await page.getByRole('listitem').filter({ hasText: marker }).getByRole('button', { name: 'Show on the public map…' }).click();
  await page.getByRole('listitem').filter({ hasText: marker }).getByRole('button', { name: 'Yes, show it' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: marker }).getByRole('button', { name: 'Hide from the public…' })).toBeVisible();
  const moderated = await db()
    .selectFrom('audit_log')
    .select('action')
    .where('subject', '=', `comment:${id}`)
    .where('action', '=', 'comment.visibility')
    .execute();
  expect(moderated).toHaveLength(2);
  const shown = (await (await request.get(`/api/comment/get-comment?id=${id}`)).json()).data;
  expect(shown).toMatchObject({ category: 'Walking and biking', response: commentResponseTemplates[1].text });
});

test('in a list of unanswered comments, the answered one leaves and the confirmation stays in view', async ({ page, request }) => {
  const marker = `No crosswalk at Hull Street and 9th ${Date.now()}`;
  const kim = uniqueAddress('kim');
  const posted = await request.post('/api/comment/insert-comment', {
    headers: { origin: e2eBaseUrl, 'x-forwarded-for': newClientAddress() },
    data: { geometry: { type: 'Point', coordinates: [-77.44, 37.52] }, category: 'Safety', text: marker, email: kim },
  });
  const id = (await posted.json()).data.id as string;
  await signInBrowser(db(), page.context(), 'reviewer');
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(`/admin/comments?answered=no#comment-${id}`);
  const card = page.locator(`#comment-${id}`);
  await card.getByLabel('Response', { exact: true }).fill('VDOT’s Richmond District has this intersection in its 2027 safety study.');
  await card.getByRole('button', { name: 'Save and e-mail the commenter…' }).click();
  await card.getByRole('button', { name: 'Yes, save it and e-mail the commenter' }).click();
  // Issue 35 (6): the card leaves the filtered list; the message, above the list, stays and is in view.
  await expect(card).toHaveCount(0);
  const status = page.getByRole('status');
  await expect(status).toHaveText(`Saved the response to “${marker}” and e-mailed it to the commenter.`);
  await expect(status).toBeInViewport();
  await expectMail(kim, 1, isReply);
  await expectNoSeriousA11yViolations(page);
});

test('a flagged comment comes first with its reasons, and “flags reviewed” takes it off the flagged list', async ({ page, request }) => {
  const marker = `Call me at 555-0100 about the bridge ${Date.now()}`;
  const posted = await request.post('/api/comment/insert-comment', {
    headers: { origin: e2eBaseUrl, 'x-forwarded-for': newClientAddress() },
    data: { geometry: { type: 'Point', coordinates: [-77.43, 37.55] }, category: 'Other', text: marker },
  });
  const commentId = (await posted.json()).data.id as string;
  const flagged = await request.post('/api/comment/flag-comment', {
    headers: { origin: e2eBaseUrl, 'x-forwarded-for': newClientAddress() },
    data: { commentId, browserId: crypto.randomUUID(), reason: 'Personal phone number' },
  });
  expect(flagged.status()).toBe(200);

  await signInBrowser(db(), page.context(), 'reviewer');
  await page.goto('/admin/comments');
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first).toContainText(marker);
  await expect(first).toContainText('Flagged once: Personal phone number');
  await first.getByRole('button', { name: 'Keep it: flags reviewed' }).click();
  const item = page.getByRole('listitem').filter({ hasText: marker });
  await expect(item.getByRole('button', { name: 'Keep it: flags reviewed' })).toHaveCount(0);
  await expect(item).not.toContainText('Flagged');
});

test('a button whose comment is gone says so, instead of doing nothing', async ({ page, request }) => {
  const marker = `A comment removed while staff looked at it ${Date.now()}`;
  const posted = await request.post('/api/comment/insert-comment', {
    headers: { origin: e2eBaseUrl, 'x-forwarded-for': newClientAddress() },
    data: { geometry: { type: 'Point', coordinates: [-77.43, 37.55] }, category: 'Other', text: marker },
  });
  const id = (await posted.json()).data.id as string;
  await signInBrowser(db(), page.context(), 'reviewer');
  await page.goto('/admin/comments');
  const item = page.getByRole('listitem').filter({ hasText: marker });
  await expect(item).toBeVisible();

  await db().deleteFrom('comments').where('id', '=', id).execute();
  await item.getByRole('button', { name: 'Hide from the public…' }).click();
  await expect(item.getByRole('alert')).toHaveText('No such comment.');
  await expectNoSeriousA11yViolations(page);
});

test('staff filter the list and download the same selection for the public record (issue 23)', async ({ page, request }) => {
  const marker = `Transit shelter at Willow Lawn ${Date.now()}`;
  const kim = uniqueAddress('kim');
  await request.post('/api/comment/insert-comment', {
    headers: { origin: e2eBaseUrl, 'x-forwarded-for': newClientAddress() },
    data: { geometry: { type: 'Point', coordinates: [-77.5, 37.58] }, category: 'Transit', text: marker, email: kim },
  });
  await signInBrowser(db(), page.context(), 'reviewer');
  await page.goto('/admin/comments');
  const filters = page.getByRole('form', { name: 'Filter comments' });
  await filters.getByLabel('Category').selectOption('Transit');
  await filters.getByLabel('On the public map').selectOption('visible');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/category=Transit/);
  await expect(page.getByRole('listitem').filter({ hasText: marker })).toBeVisible();
  // Each listed comment's category (the first line's bold word) is the one asked for.
  const listed = await page.locator('main .item-list > li > p:first-child > strong').allTextContents();
  expect(listed.length).toBeGreaterThan(0);
  expect(new Set(listed)).toEqual(new Set(['Transit']));
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV (opens in a spreadsheet)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^vtrans-comments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toContain(marker);
  expect(csv).not.toContain(kim);
  const categories = csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[2]);
  expect(new Set(categories)).toEqual(new Set(['Transit']));
});

test('the summary report counts, maps and lists the selected comments with their responses, and prints on A4 and Letter (issue 23)', async ({ page }) => {
  const { insertComment, listCommentsForExport, respondToComment } = await import('@vtrans/db');
  const marker = `Report check ${Date.now()}`;
  const staff = await signInBrowser(db(), page.context(), 'reviewer');
  // Highland County (51091): a quiet corner of the map, so the selection is this test's own.
  const highland = { type: 'Point' as const, coordinates: [-79.57, 38.36] as [number, number] };
  await db()
    .transaction()
    .execute(async (trx) => {
      const asked = await insertComment(trx, { geometry: highland, category: 'Safety', text: `Curve on US 250 needs a warning sign. ${marker}` });
      await insertComment(trx, { geometry: highland, category: 'Transit', text: `A weekly van to Staunton would help. ${marker}` });
      await respondToComment(trx, {
        id: asked,
        response: `VDOT's Staunton District will review the curve. ${marker}`,
        category: 'Safety',
        staffUserId: staff.id,
      });
    });
  const selected = await listCommentsForExport(db(), { locality: '51091' });

  await page.goto('/admin/comments?locality=51091');
  await page.getByRole('link', { name: 'Summary report to print or save as PDF' }).click();
  await expect(page).toHaveURL(/\/admin\/comments\/report\?locality=51091$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Public map comments: summary report' })).toBeVisible();
  await expect(page.getByText(`Comments: Highland County. ${selected.length} comments`)).toBeVisible();
  const byCategory = page.getByRole('table', { name: 'Comments by category' });
  for (const category of new Set(selected.map((comment) => comment.category))) {
    const count = selected.filter((comment) => comment.category === category).length;
    await expect(byCategory.getByRole('row', { name: `${category} ${count}` })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Comments by locality' }).getByRole('row', { name: `Highland County ${selected.length}` })).toBeVisible();
  await expect(page.getByRole('img', { name: `Map of the ${selected.length} comments across Virginia` })).toBeVisible();
  const comments = page.locator('.report-comments > li');
  await expect(comments).toHaveCount(selected.length);
  await expect(comments.filter({ hasText: 'Curve on US 250' })).toContainText(`Response of `);
  await expect(comments.filter({ hasText: 'Curve on US 250' })).toContainText(`VDOT's Staunton District will review the curve. ${marker}`);
  await expect(comments.filter({ hasText: 'A weekly van' })).toContainText('Not yet answered.');
  await expectNoSeriousA11yViolations(page);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  // The printable width of A4 and of Letter, less the 15 mm margins, at 96 px to the inch: nothing overflows it.
  for (const [paper, widthMm] of [
    ['A4', 210],
    ['Letter', 215.9],
  ] as const) {
    await page.setViewportSize({ width: Math.floor(((widthMm - 30) / 25.4) * 96), height: 1000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, paper).toBeLessThanOrEqual(0);
    const pdf = await page.pdf({ format: paper, printBackground: false });
    expect(pdf.subarray(0, 5).toString(), paper).toBe('%PDF-');
  }
});
