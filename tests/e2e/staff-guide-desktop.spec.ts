import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { createContentItem, publishContentItem, saveContentItem, sql, submitForReview } from '@vtrans/db';
import { approvedByAnother } from '../support/content-review';
import { createUser, signInBrowser } from './auth-fixtures';
import { expect, test } from './browser-test';
import { gotoReady } from './navigation';
import { removeContentItems } from './content-fixtures';
import { cleanUpAfterEach, runDatabase } from './run-database';
import { removeSubmissionsTitled, submitAsLocality } from './submissions';

/*
 * The screens docs/staff.md shows (issue 61), each taken where the guide says it is and checked to
 * say what the guide says it does. In the suite the pictures go to the test's output; with
 * STAFF_GUIDE_SCREENSHOTS=write (`npm run docs:screenshots`) they replace docs/images/staff/, so the
 * guide's pictures are never older than the screens they show.
 */
const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

const guideImages = path.resolve('docs/images/staff');

/** Shows `target` at the top of the screen and takes the screen, for the guide or for this run. */
async function takeForGuide(page: Page, target: Locator, name: string, testInfo: TestInfo, block: 'start' | 'end' = 'start') {
  await target.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
  const file = process.env.STAFF_GUIDE_SCREENSHOTS === 'write' ? path.join(guideImages, `${name}.png`) : testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the admin home lists what is waiting for a reviewer, each with a count and a link', async ({ page, context, request }, testInfo) => {
  // A submission waiting for review, so the list has something in it.
  const title = 'Bike lanes on Broad Street';
  afterTest((database) => removeSubmissionsTitled(database, title));
  await submitAsLocality(request, db(), title, {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name: 'Broad St' },
        geometry: {
          type: 'LineString',
          coordinates: [
            [-77.45, 37.55],
            [-77.43, 37.54],
          ],
        },
      },
    ],
  });
  await signInBrowser(db(), context, 'reviewer');
  await gotoReady(page, '/admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Waiting for you' })).toBeVisible();
  // Counted with whatever else the lane holds: the test checks the item is there, not the lane's count.
  await expect(page.getByRole('link', { name: /^\d+ spatial data submissions? waits? for review$/ })).toBeVisible();
  await takeForGuide(page, page.getByRole('main'), 'admin-home', testInfo);
});

test('a submission’s review: its features on a map, and the decision that needs a note', async ({ page, context, request }, testInfo) => {
  const title = 'Sidewalk gaps near schools';
  afterTest((database) => removeSubmissionsTitled(database, title));
  const { submissionID } = await submitAsLocality(request, db(), title, {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { name: 'Broad St crossing', status: 'planned' }, geometry: { type: 'Point', coordinates: [-77.4436, 37.5538] } },
      { type: 'Feature', properties: { name: 'Laurel St gap', status: 'funded' }, geometry: { type: 'Point', coordinates: [-77.4512, 37.5471] } },
    ],
  });
  await signInBrowser(db(), context, 'reviewer');
  await gotoReady(page, sitePaths.submissionReview(submissionID));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByRole('button', { name: 'Start the review' })).toBeVisible();
  await takeForGuide(page, page.getByRole('main'), 'spatial-data-review', testInfo);
});

test('a comment period’s comments: tag them, or give one response to many, which asks first and shows who is e-mailed', async ({ page, context }, testInfo) => {
  const title = 'Route 29 corridor study';
  // Closed a day ago: a period open now would be offered in every comment form of the lane.
  const period = await db()
    .insertInto('comment_periods')
    .values({
      title,
      description: 'Draft recommendations for Route 29 between Charlottesville and Culpeper.',
      subject: 'The Route 29 corridor study',
      opens_at: new Date(Date.now() - 30 * 86_400_000),
      closes_at: new Date(Date.now() - 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Registered before anything else is made, so a failure on the way leaves nothing behind.
  afterTest(async (database) => {
    await database.deleteFrom('comments').where('period_id', '=', period.id).execute();
    await database.deleteFrom('comment_periods').where('id', '=', period.id).execute();
  });
  // Hidden from the public map, so no other test of the lane meets them.
  await db()
    .insertInto('comments')
    .values(
      [
        'Please add a signal at the Route 29 and Airport Road intersection; turning left at rush hour is dangerous.',
        'The shared-use path should continue past the shopping center so people can walk to the bus.',
      ].map((text, index) => ({
        geom: sql`st_setsrid(st_makepoint(${-78.45 - index / 100}, ${38.1 + index / 100}), 4326)`,
        category: 'Safety',
        text,
        name: index === 0 ? 'Dolores Park' : 'Sam Reyes',
        email: `guide.commenter.${index}.${Date.now()}@example.org`,
        period_id: period.id,
        hidden: true,
      })),
    )
    .execute();
  await signInBrowser(db(), context, 'reviewer');
  await gotoReady(page, `/admin/comment-periods/period?id=${period.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const list = page.getByRole('form', { name: 'The period’s comments' });
  await expect(list.getByRole('group', { name: 'Tag them' })).toBeVisible();
  await takeForGuide(page, list, 'comment-period', testInfo);

  await list.getByLabel(/^Every comment these filters select/).check();
  await list.getByLabel(/One response to all of them/).fill('Thank you. Both are in the study’s draft recommendations, which the board takes up in March.');
  await list.getByRole('button', { name: 'Give this response…' }).click();
  const confirm = list.getByRole('button', { name: 'Yes, give it and e-mail 2 people' });
  await expect(confirm).toBeVisible();
  // The button at the foot of the screen, what it will do above it.
  await takeForGuide(page, confirm, 'comment-period-confirm', testInfo, 'end');
  // Not confirmed: nothing is given and nobody is e-mailed.
  expect(await db().selectFrom('comments').select('response').where('period_id', '=', period.id).where('response', 'is not', null).execute()).toEqual([]);
});

test('an editor’s content list: what is published, scheduled or a draft', async ({ page, context }, testInfo) => {
  await signInBrowser(db(), context, 'editor');
  await gotoReady(page, '/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  const items = page.getByRole('main').getByRole('table');
  await expect(items.getByRole('columnheader')).toHaveText(['Title', 'Status', 'Last changed', 'By']);
  // A time in Virginia, with its offset, as every page gives it.
  await expect(items.getByRole('row').nth(1)).toContainText(/\d{1,2}:\d{2} [AP]M E[SD]T/);
  await takeForGuide(page, page.getByRole('main'), 'content', testInfo);
});

test('a version waiting for review: every change since the version on the site, word by word, and the decision', async ({ page, context }, testInfo) => {
  const writer = await signInBrowser(db(), context, 'editor');
  const title = 'Route 460 bus service grows';
  afterTest((database) => removeContentItems(database, title));
  // On the site as version 1, changed in version 2, which waits for a second editor.
  const fields = { date: '2019-05-06', title, intro: 'Buses every 30 minutes between Petersburg and Prince George.', body: '', localities: [] };
  const publisher = await createUser(db(), 'editor');
  const itemId = await db()
    .transaction()
    .execute(async (trx) => {
      const id = await createContentItem(trx, 'updates', fields, writer.id);
      await approvedByAnother(trx, id, writer.id, publisher.id);
      await publishContentItem(trx, id, 1, writer.id);
      await saveContentItem(
        trx,
        id,
        2,
        { ...fields, intro: 'Buses every 15 minutes between Petersburg and Prince George, from March.' },
        writer.id,
        'The buses run every 15 minutes from March.',
      );
      await submitForReview(trx, id, 3, writer.id, 'The new timetable is final.');
      return id;
    });
  // The reviewer is someone else.
  await context.clearCookies();
  await signInBrowser(db(), context, 'editor');
  await gotoReady(page, sitePaths.contentReview(itemId, 2));
  await expect(page.getByRole('button', { name: 'Approve version 2' })).toBeVisible();
  await expect(page.locator('.revision-diff ins').first()).toHaveText('15');
  await takeForGuide(page, page.getByRole('main'), 'content-review', testInfo);
});

test('the account page: password, second factors and recovery codes', async ({ page, context }, testInfo) => {
  await signInBrowser(db(), context, 'reviewer');
  await gotoReady(page, '/admin/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Setting up an app is one form under the page's own heading, not a second heading saying the same.
  await expect(page.getByRole('form', { name: 'Authenticator app' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Use an authenticator app' })).toHaveCount(0);
  await takeForGuide(page, page.getByRole('main'), 'account', testInfo);
});
