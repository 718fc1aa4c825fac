import type { Page } from '@playwright/test';
import { virginiaDate } from '@vtrans/contracts/dates';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { createContentItem, publishContentItem } from '@vtrans/db';
import { approvedByAnother, approveWaitingReview } from '../support/content-review';
import { expectNoSeriousA11yViolations } from './axe';
import { createUser, signInBrowser } from './auth-fixtures';
import { expect, test } from './browser-test';
import { removeContentItems } from './content-fixtures';
import { gotoReady } from './navigation';
import { cleanUpAfterEach, runDatabase } from './run-database';

// Change notes as public history (issue 63): a change to what is on the site says whether readers
// are told of it; the note is shown before publishing, to the reviewer, and on the page with the day.

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

const editorForm = (page: Page) => page.getByRole('form', { name: /^Edit / });

/** Submits the latest version, has `reviewerId` approve it, and publishes it, reading the confirmation's words first. */
async function approveAndPublish(page: Page, itemId: string, version: number, reviewerId: string, told: string) {
  await page.getByRole('button', { name: `Submit version ${version} for review` }).click();
  await expect(page.getByText(`Version ${version} is submitted for review.`, { exact: false })).toBeVisible();
  await approveWaitingReview(db(), itemId, reviewerId);
  await page.reload();
  await page.getByRole('button', { name: `Publish version ${version} now…` }).click();
  const asking = page.getByRole('group', { name: 'Please confirm' });
  await expect(asking).toContainText(told);
  await asking.getByRole('button', { name: `Yes, publish version ${version}` }).click();
  await expect(page.getByText('Published: it is on the site now.')).toBeVisible();
}

test('a change readers are told of is asked for on saving, said before publishing and to the reviewer, and shown on the page with its day; a minor one adds nothing', async ({
  page,
  context,
}) => {
  test.slow();
  const editor = await signInBrowser(db(), context, 'editor');
  const reviewer = await createUser(db(), 'editor');
  const title = `Route 460 buses ${Date.now()}`;
  afterTest((database) => removeContentItems(database, title));
  const itemId = await db()
    .transaction()
    .execute(async (trx) => {
      const id = await createContentItem(trx, 'updates', { date: '2019-05-07', title, intro: 'Buses every 30 minutes.', body: '', localities: [] }, editor.id);
      await approvedByAnother(trx, id, editor.id, reviewer.id);
      await publishContentItem(trx, id, 1, editor.id);
      return id;
    });
  const { public_key: key } = await db().selectFrom('content_items').select('public_key').where('id', '=', itemId).executeTakeFirstOrThrow();
  const today = virginiaDate(new Date());
  const history = page.getByRole('region', { name: 'Page history' });

  await page.goto(sitePaths.update(key!));
  await expect(history).toHaveText(`First published ${today}`);

  // Saved without saying, then said to be major without a note: each refused, naming the field.
  await gotoReady(page, sitePaths.contentItem(itemId));
  await editorForm(page).getByLabel('Intro').fill('Buses every 15 minutes.');
  await editorForm(page).getByRole('button', { name: 'Save a new version' }).click();
  await expect(editorForm(page).getByText('Say whether this is a minor change or one the public is told of.')).toBeVisible();
  await editorForm(page).getByLabel('A change readers are told of').check();
  await editorForm(page).getByRole('button', { name: 'Save a new version' }).click();
  await expect(editorForm(page).getByText('Say in a sentence what changed: the page shows it to the public.')).toBeVisible();
  const note = 'Buses now run every 15 minutes.';
  await editorForm(page).getByLabel('What changed, for readers').fill(note);
  await editorForm(page).getByRole('button', { name: 'Save a new version' }).click();
  await expect(page.getByText('Saved as version 2.', { exact: false })).toBeVisible();
  // Until it is published the note stays the next save's: a typo fixed after it does not lose it.
  await page.reload();
  await expect(editorForm(page).getByLabel('A change readers are told of')).toBeChecked();
  await expect(editorForm(page).getByLabel('What changed, for readers')).toHaveValue(note);
  await expect(page.getByText(`For readers: “${note}”`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The reviewer reads what readers will be told.
  await page.goto(sitePaths.contentReview(itemId, 2));
  await expect(page.getByRole('definition').filter({ hasText: note })).toHaveText(`“${note}”`);
  await gotoReady(page, sitePaths.contentItem(itemId));
  await approveAndPublish(page, itemId, 2, reviewer.id, `Its page will say “Last updated (the day it goes up) — ${note}”.`);
  await page.goto(sitePaths.update(key!));
  await expect(history).toContainText(`First published ${today}`);
  await expect(history).toContainText(`Last updated ${today} — ${note}`);
  await expectNoSeriousA11yViolations(page);

  // A minor change goes up quietly: the history is as it was.
  await gotoReady(page, sitePaths.contentItem(itemId));
  await expect(editorForm(page).getByLabel('A change readers are told of')).not.toBeChecked();
  await editorForm(page).getByLabel('Intro').fill('Buses every 15 minutes, all day.');
  await editorForm(page).getByLabel('A minor change: nothing readers need to know').check();
  await editorForm(page).getByRole('button', { name: 'Save a new version' }).click();
  await expect(page.getByText('Saved as version 3.', { exact: false })).toBeVisible();
  await page.reload();
  await approveAndPublish(page, itemId, 3, reviewer.id, 'It goes up as a minor change: its page’s history does not change.');
  const entries = await db().selectFrom('content_change_notes').select(['revision', 'note']).where('item_id', '=', itemId).orderBy('id').execute();
  expect(entries).toEqual([
    { revision: 1, note: null },
    { revision: 2, note },
  ]);
});
