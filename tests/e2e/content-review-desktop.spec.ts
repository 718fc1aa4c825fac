import type { Page } from '@playwright/test';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { createContentItem, publishContentItem, sql } from '@vtrans/db';
import { expectNoSeriousA11yViolations } from './axe';
import { signInBrowser } from './auth-fixtures';
import { expect, test } from './browser-test';
import { removeContentItems } from './content-fixtures';
import { approvedByAnother } from '../support/content-review';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

// Issue 63: a second pair of eyes before anything goes live. Program updates dated 2019, older
// than the seeded ones, so no page leads with them while the test runs; each leaves after it.

/** A draft update of the test's own, written by `writerId`. */
function draftUpdate(title: string, writerId: string, intro: string) {
  return db()
    .transaction()
    .execute((trx) => createContentItem(trx, 'updates', { date: '2019-05-04', title, intro, body: '', localities: [] }, writerId));
}

const auditOf = async (itemId: string) =>
  (await db().selectFrom('audit_log').select('action').where('subject', '=', `content:${itemId}`).orderBy('id').execute()).map((row) => row.action);

const updatePath = (title: string) => `/get-involved/program-updates/update?id=05-04-2019-${title.replaceAll(' ', '-')}`;

async function confirm(page: Page, label: string) {
  await page.getByRole('group', { name: 'Please confirm' }).getByRole('button', { name: label }).click();
}

test('an editor’s change waits for a second editor, who sees what changed, sends it back, then approves the next version; it is published once, audited', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.slow();
  const writer = await signInBrowser(db(), context, 'editor');
  const title = `Reviewed note ${Date.now()}`;
  afterTest((database) => removeContentItems(database, title));
  const itemId = await draftUpdate(title, writer.id, 'Bus service grows in Norfolk.');

  // The writer cannot publish it, only submit it; nor review it themselves.
  await page.goto(sitePaths.contentItem(itemId));
  await expect(page.getByRole('button', { name: /^Publish version 1/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Schedule version 1/ })).toHaveCount(0);
  await page.getByLabel('Note for the reviewer (optional)').fill('Ready for Friday’s newsletter.');
  await page.getByRole('button', { name: 'Submit version 1 for review' }).click();
  await expect(page.getByText('Version 1 is submitted for review. Another editor approves it before it can be published.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Version 1 was submitted for review by ${writer.email}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Review version 1', exact: true }).click();
  await expect(page.getByText('You wrote or submitted these changes: someone else')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve version 1' })).toHaveCount(0);

  // The second editor finds it from the admin home, sees the whole of a first version, and sends it back.
  const second = await browser.newContext();
  const reviewer = await signInBrowser(db(), second, 'editor');
  const reviewerPage = await second.newPage();
  await reviewerPage.goto('/admin');
  await reviewerPage.getByRole('link', { name: /versions? of content waits? for a second pair of eyes$/ }).click();
  await expect(reviewerPage.getByRole('heading', { level: 1 })).toHaveText('Waiting for review');
  await expectNoSeriousA11yViolations(reviewerPage);
  const row = reviewerPage.getByRole('region', { name: 'Submitted for review' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(`by ${writer.email}`);
  await expect(row).toContainText('Ready for Friday’s newsletter.');
  await row.getByRole('link', { name: `${title}, version 1` }).click();
  await expect(reviewerPage.getByRole('heading', { level: 1 })).toHaveText(`Review program update: ${title}, version 1`);
  await expect(reviewerPage.getByText('Nothing: this is its first publication.')).toBeVisible();
  await expect(reviewerPage.locator('.revision-diff ins').filter({ hasText: 'Bus service grows in Norfolk.' })).toBeVisible();
  await expectNoSeriousA11yViolations(reviewerPage);
  // Sent back without a reason: refused, naming what is missing; nothing changes.
  await reviewerPage.getByRole('button', { name: 'Send it back' }).click();
  await expect(reviewerPage.getByRole('main').getByRole('alert')).toHaveText('Say what needs changing.');
  await reviewerPage.getByLabel(/^Note to the editor/).fill('Name the route: which Norfolk bus?');
  await reviewerPage.getByRole('button', { name: 'Send it back' }).click();
  await expect(reviewerPage.getByText('Version 1 is sent back with your note.', { exact: false })).toBeVisible();

  // The writer reads why, changes it, and submits the new version.
  await page.goto(sitePaths.contentItem(itemId));
  await expect(page.getByText(`Version 1 was sent back by ${reviewer.email}`)).toContainText('“Name the route: which Norfolk bus?”');
  const form = page.getByRole('form', { name: /^Edit / });
  await form.getByLabel('Intro').fill('Route 20 buses come every 15 minutes in Norfolk.');
  await form.getByRole('button', { name: 'Save a new version' }).click();
  await expect(page.getByText('Saved as version 2.', { exact: false })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Submit version 2 for review' }).click();
  await expect(page.getByText('Version 2 is submitted for review.', { exact: false })).toBeVisible();

  // The reviewer sees the change word by word, approves exactly version 2, and publishes it from there.
  await reviewerPage.goto(sitePaths.contentReview(itemId, 2));
  await expect(reviewerPage.locator('.revision-diff ins')).toContainText(['Route 20 buses come every 15 minutes in Norfolk.']);
  await reviewerPage.getByLabel(/^Note to the editor/).fill('Clear now.');
  await reviewerPage.getByRole('button', { name: 'Approve version 2' }).click();
  await expect(reviewerPage.getByText('Version 2 is approved. It can be published or scheduled now.')).toBeVisible();
  await reviewerPage.reload();
  await reviewerPage.getByRole('button', { name: 'Publish version 2 now…' }).click();
  await confirm(reviewerPage, 'Yes, publish version 2');
  await expect(reviewerPage.getByText('Published: it is on the site now.')).toBeVisible();
  await expect.poll(async () => (await request.get(updatePath(title))).status(), { timeout: 3_000 }).toBe(200);
  await second.close();

  // Once, and every step in the audit log, by the person who took it.
  expect(await auditOf(itemId)).toEqual(['content.submit', 'content.return', 'content.submit', 'content.approve', 'content.publish']);
  await page.goto(sitePaths.contentItem(itemId));
  await expect(page.getByText('Version 2 is the one on the site.')).toBeVisible();
  const history = page.getByRole('heading', { name: 'Reviews', level: 2 }).locator('xpath=following-sibling::ul[1]');
  await expect(history).toContainText(`Version 2 submitted by ${writer.email}`);
  await expect(history).toContainText(`approved by ${reviewer.email}`);
  await expect(history).toContainText('sent back by');
});

test('an admin’s publication without review goes up at once with its reason, and is listed until someone else approves it', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.slow();
  const admin = await signInBrowser(db(), context, 'admin');
  const title = `Emergency closure ${Date.now()}`;
  afterTest((database) => removeContentItems(database, title));
  const itemId = await draftUpdate(title, admin.id, 'The Route 29 bridge closes tonight.');

  await page.goto(sitePaths.contentItem(itemId));
  await page.getByRole('button', { name: 'Publish version 1 without review…' }).click();
  // A reason is needed: the form names it before anything is asked.
  await expect(page.getByRole('group', { name: 'Please confirm' })).toHaveCount(0);
  await page.getByLabel('Why it cannot wait for review').fill('The bridge closes in an hour; drivers need the detour now.');
  await page.getByRole('button', { name: 'Publish version 1 without review…' }).click();
  const asking = page.getByRole('group', { name: 'Please confirm' });
  await expect(asking).toContainText(`Version 1 of the program update “${title}” goes on the site at once, without anyone else approving it.`);
  await expect(asking).toContainText('It is listed on the admin home and the reviews page until another editor approves it.');
  await confirm(page, 'Yes, publish version 1 without review');
  await expect(page.getByText('Published without review: it is on the site now, and listed until someone else approves it.')).toBeVisible();
  await expect.poll(async () => (await request.get(updatePath(title))).status(), { timeout: 3_000 }).toBe(200);

  // Listed where staff look first, and on the reviews page with its reason.
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /published without review and waits? for approval afterwards$/ })).toBeVisible();
  await page.goto(sitePaths.contentReviews);
  const listed = page.getByRole('region', { name: 'Published without review, waiting for approval afterwards' }).getByRole('row').filter({ hasText: title });
  await expect(listed).toContainText('The bridge closes in an hour; drivers need the detour now.');
  // Its publisher does not approve it.
  await listed.getByRole('link').click();
  await expect(page.getByText('You published or wrote this version: someone else')).toBeVisible();

  const second = await browser.newContext();
  await signInBrowser(db(), second, 'editor');
  const editorPage = await second.newPage();
  await editorPage.goto(sitePaths.contentReview(itemId, 1));
  await expect(editorPage.getByRole('button', { name: 'Send it back' })).toHaveCount(0);
  await editorPage.getByRole('button', { name: 'Approve version 1 afterwards' }).click();
  await expect(editorPage.getByText('Version 1 is approved afterwards', { exact: false })).toBeVisible();
  await editorPage.goto(sitePaths.contentReviews);
  await expect(editorPage.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await second.close();
  expect(await auditOf(itemId)).toEqual(['content.emergency-publish', 'content.publish', 'content.approve']);
});

test('an editor cannot publish without review, and only an admin changes which kinds need one', async ({ page, context }) => {
  const editor = await signInBrowser(db(), context, 'editor');
  const title = `Unreviewed note ${Date.now()}`;
  afterTest((database) => removeContentItems(database, title));
  const itemId = await draftUpdate(title, editor.id, 'Not yet.');
  await page.goto(sitePaths.contentItem(itemId));
  await expect(page.getByRole('button', { name: /without review/ })).toHaveCount(0);
  await page.goto(sitePaths.contentReviews);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByText('Program updates: approved by another editor before publication')).toBeVisible();
});

test('a broken link to this site and a document failing the accessibility checks each block, by name, until fixed or given a reason, audited', async ({
  page,
  context,
}) => {
  test.slow();
  const editor = await signInBrowser(db(), context, 'editor');
  const stamp = Date.now();
  const title = `Linked note ${stamp}`;
  const fileName = `link-check-${stamp}.pdf`;
  const documentTitle = `Corridor study without tags ${stamp}`;
  // Hidden: no list of the library shows it while the test runs; the link check reads it all the same.
  const document = await db()
    .insertInto('document_records')
    .values({
      file_name: fileName,
      title: documentTitle,
      published_on: '2026-10-01',
      file_type: 'pdf',
      content_type: 'application/pdf',
      size_bytes: '1000',
      storage_key: `documents/${fileName}`,
      hidden: true,
      accessibility_check: 'failed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  afterTest(async (database) => {
    await removeContentItems(database, title);
    await database.deleteFrom('document_records').where('id', '=', document.id).execute();
  });
  const body = `See [the corridor study](/resources/${fileName}) and [the old plan](/plans/no-such-plan).`;
  const itemId = await db()
    .transaction()
    .execute((trx) => createContentItem(trx, 'updates', { date: '2019-05-04', title, intro: 'Two links.', body, localities: [] }, editor.id));

  await page.goto(sitePaths.contentItem(itemId));
  const broken = 'Body: the link to /plans/no-such-plan leads nowhere on this site.';
  const failing = `Body: “${documentTitle}” (/resources/${fileName}) fails the accessibility checks.`;
  await expect(page.getByText(broken)).toBeVisible();
  await expect(page.getByText(failing)).toBeVisible();
  await page.getByRole('button', { name: 'Submit version 1 for review' }).click();
  const refusal = page.getByRole('main').getByRole('alert').filter({ hasText: 'Not yet:' });
  await expect(refusal).toContainText(broken);
  await expect(refusal).toContainText(failing);
  expect(await db().selectFrom('content_reviews').select('id').where('item_id', '=', itemId).execute()).toEqual([]);

  // The broken link fixed: the document alone still blocks.
  const form = page.getByRole('form', { name: /^Edit / });
  await form.getByLabel('Body').fill(`See [the corridor study](/resources/${fileName}) and [the plan](/about/about-vtrans).`);
  await form.getByRole('button', { name: 'Save a new version' }).click();
  await expect(page.getByText('Saved as version 2.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByText(broken)).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit version 2 for review' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Not yet:' })).toHaveText(
    `Not yet: ${failing} Fix it, or record why an inaccessible document is linked anyway, on the item’s page.`,
  );

  // A reason recorded lets it through, and says so.
  await page.getByLabel(`Why link “${documentTitle}” anyway`).fill('The only copy of the 1998 study; a tagged version is on request.');
  await page.getByRole('button', { name: 'Record the reason' }).click();
  await expect(page.getByText(`Recorded: “${documentTitle}” may be linked, for the reason you gave.`)).toBeVisible();
  await page.reload();
  await expect(page.getByText('Linked anyway: “The only copy of the 1998 study; a tagged version is on request.”', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit version 2 for review' }).click();
  await expect(page.getByText('Version 2 is submitted for review.', { exact: false })).toBeVisible();
  expect(await auditOf(itemId)).toEqual(['content.link-exception', 'content.submit']);
});

test('a link to another site the worker found broken is on the admin home, in the report with where it is used, and on the item’s page', async ({
  page,
  context,
}) => {
  const editor = await signInBrowser(db(), context, 'editor');
  const title = `Linked note ${Date.now()}`;
  const url = `https://studies.example.invalid/${Date.now()}/corridor-study-1998.pdf`;
  afterTest(async (database) => {
    await removeContentItems(database, title);
    await database.deleteFrom('external_links').where('url', '=', url).execute();
  });
  await db()
    .transaction()
    .execute((trx) =>
      createContentItem(
        trx,
        'updates',
        { date: '2019-05-04', title, intro: 'Where the old study went.', body: `Read [the 1998 study](${url}).`, localities: [] },
        editor.id,
      ),
    );
  // As the worker records a link whose server answered 404 (tests/integration/external-links.test.ts checks real servers).
  await db()
    .insertInto('external_links')
    .values({
      url,
      outcome: 'broken',
      answer: 'answered 404 Not Found',
      checked_at: sql`now() - interval '2 hours'`,
      broken_since: sql`now() - interval '3 days'`,
    })
    .execute();

  await page.goto('/admin');
  await page.getByRole('link', { name: /^\d+ (link to another site is|links to other sites are) broken$/ }).click();
  await expect(page).toHaveURL(/\/admin\/content\/links$/);
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
  await expect(entry).toContainText(/Broken: answered 404 Not Found \(checked .+; broken since .+\)\./);
  await expect(entry).toContainText(`${title} (program update, Body, in a version not yet published)`);
  await expectNoSeriousA11yViolations(page);

  await entry.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: 'Links to other sites' })).toBeVisible();
  await expect(page.getByText(`Body: ${url}`)).toBeVisible();
  await expect(page.getByText(/^Broken: answered 404 Not Found \(checked .+; broken since .+\)\.$/)).toBeVisible();
});

test('an admin adds an owner group; an editor gives a live item its owner and date and flags it; the admin home and the owners page list it until it is marked reviewed', async ({
  browser,
  page,
  context,
}) => {
  const editor = await signInBrowser(db(), context, 'editor');
  const stamp = Date.now();
  const title = `Owned note ${stamp}`;
  const group = `Corridor team ${stamp}`;
  afterTest(async (database) => {
    await removeContentItems(database, title);
    await database.deleteFrom('owner_groups').where('name', '=', group).execute();
  });

  const adminContext = await browser.newContext();
  const admin = await signInBrowser(db(), adminContext, 'admin');
  const adminPage = await adminContext.newPage();
  await adminPage.goto(sitePaths.contentOwners);
  await adminPage.getByLabel('Name').fill(group);
  await adminPage.getByLabel('Address its reminders go to').fill(`corridor-${stamp}@example.org`);
  await adminPage.getByRole('button', { name: 'Add the group' }).click();
  await expect(adminPage.getByText(`Added ${group}: its reminders go to corridor-${stamp}@example.org.`)).toBeVisible();
  await adminContext.close();

  // On the site, reviewed as the site asks.
  const itemId = await draftUpdate(title, editor.id, 'Who answers for it.');
  await db()
    .transaction()
    .execute(async (trx) => {
      await approvedByAnother(trx, itemId, editor.id, admin.id);
      await publishContentItem(trx, itemId, 1, editor.id);
    });

  await page.goto(sitePaths.contentItem(itemId));
  await page.getByLabel('Owner group').selectOption({ label: group });
  await page.getByLabel('Review by (optional)').fill('2027-03-01');
  await page.getByRole('button', { name: 'Save the owner and date' }).click();
  await expect(page.getByText('Saved: to be reviewed by 03/01/2027.')).toBeVisible();
  // The form shows what was saved, not its first option again.
  await expect(page.getByLabel('Owner group').locator('option:checked')).toHaveText(group);
  await page.getByLabel('Flag it as needing review: what needs looking at').fill('The corridor map changed in November.');
  await page.getByRole('button', { name: 'Flag as needing review' }).click();
  await expect(page.getByText('Flagged: it is listed as needing review', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByText(`${group} (corridor-${stamp}@example.org)`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin');
  await page.getByRole('link', { name: /^\d+ (item is|items are) flagged as needing review$/ }).click();
  await expect(page).toHaveURL(/\/admin\/content\/owners$/);
  const flagged = page.getByRole('table', { name: /flagged/i });
  await expect(flagged.getByRole('row').filter({ hasText: title })).toContainText('The corridor map changed in November.');
  await expect(flagged.getByRole('row').filter({ hasText: title })).toContainText(group);
  await expectNoSeriousA11yViolations(page);

  await flagged.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Mark it reviewed: it is still right' }).click();
  // An update is a dated record: reviewed, it has no next date.
  await expect(page.getByText('Marked reviewed.')).toBeVisible();
  await page.goto(sitePaths.contentOwners);
  await expect(
    page
      .getByRole('table', { name: /flagged/i })
      .getByRole('row')
      .filter({ hasText: title }),
  ).toHaveCount(0);
  expect(await auditOf(itemId)).toEqual(expect.arrayContaining(['content.review-plan', 'content.needs-review', 'content.reviewed']));
});
