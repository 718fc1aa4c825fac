import { createContentItem } from '@vtrans/db';
import { expectNoSeriousA11yViolations } from './axe';
import { signInBrowser } from './auth-fixtures';
import { expect, test } from './browser-test';
import { uniqueAddress } from './mailbox';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

// Issue 59: the admin home was a bare list of links; staff now see what waits for them, counted,
// each count a link to where the work is done — and only the work their role does.
test('the admin home says what waits for the role, counted and linked', async ({ browser, page }) => {
  const reader = uniqueAddress('overdue.reader');
  const document = await db().selectFrom('documents').select(['id', 'title', 'file_name']).where('hidden', '=', false).limit(1).executeTakeFirstOrThrow();
  const request = await db()
    .insertInto('accessibility_requests')
    .values({
      document_id: document.id,
      document_title: document.title,
      document_file_name: document.file_name,
      name: 'Overdue Reader',
      email: reader,
      phone: '',
      format: 'braille',
      details: '',
      due_on: '2020-01-15',
      received_at: new Date('2019-12-20T15:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reviewer = await signInBrowser(db(), page.context(), 'reviewer');
  const title = `Waiting draft ${Date.now()}`;
  const draft = await db()
    .transaction()
    .execute((trx) => createContentItem(trx, 'updates', { date: '2019-05-03', title, intro: 'Not yet.', body: '', localities: [] }, reviewer.id));
  // The request and the draft leave after the test, however it ended.
  afterTest(async (database) => {
    await database.deleteFrom('accessibility_requests').where('id', '=', request.id).execute();
    await database.deleteFrom('content_items').where('id', '=', draft).execute();
  });

  await page.goto('/admin');
  const waiting = page.getByRole('main').getByRole('list').first();
  // Other tests of the lane may add or answer requests meanwhile: the count is a number, ours among it.
  const overdue = waiting.getByRole('link', { name: /^\d+ requests? for an accessible format (is|are) past due$/ });
  await expect(overdue).toBeVisible();
  expect(Number((await overdue.innerText()).split(' ')[0])).toBeGreaterThanOrEqual(1);
  // A reviewer does not write content: no drafts for them.
  await expect(waiting).not.toContainText('not yet published');
  await expectNoSeriousA11yViolations(page);
  await overdue.click();
  await expect(page).toHaveURL('/admin/documents/accessibility');
  await expect(page.getByRole('list', { name: 'Open requests' }).getByRole('listitem').filter({ hasText: reader })).toBeVisible();

  // An editor sees the drafts of their kind of work, and no accessible-format requests.
  const editorContext = await browser.newContext();
  try {
    const editorPage = await editorContext.newPage();
    await signInBrowser(db(), editorContext, 'editor');
    await editorPage.goto('/admin');
    const updates = editorPage.getByRole('link', { name: /^\d+ program updates? (is a draft|are drafts), not yet published$/ });
    await expect(updates).toHaveAttribute('href', '/admin/content?kind=updates&status=draft');
    await expect(editorPage.getByRole('main')).not.toContainText('accessible format');
  } finally {
    await editorContext.close();
  }
});
