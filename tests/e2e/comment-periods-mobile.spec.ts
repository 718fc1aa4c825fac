import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

test('on a 320 px phone an open period is offered by the comment page, and its record reads without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const title = `Draft Rail Element ${Date.now()}`;
  // Closed after the test: an open period would change every other spec's comment form in this lane.
  afterTest((database) => database.updateTable('comment_periods').set({ closes_at: new Date() }).where('title', '=', title).execute());
  const period = await db()
    .insertInto('comment_periods')
    .values({
      title,
      description: 'Tell us what the draft rail element misses.',
      subject: 'VTrans Rail Element',
      opens_at: new Date(Date.now() - 3_600_000),
      closes_at: new Date(Date.now() + 3 * 86_400_000),
    })
    .returning(['id', 'title'])
    .executeTakeFirstOrThrow();

  // The home page names it in one sentence: the closing time inside it, not on a line of its own
  // with the full stop leading the next (issue 58).
  // (The cached home page is made again once the new period's write reaches the cache: within a second.)
  const banner = page.locator('.open-comment-periods li').filter({ hasText: period.title });
  await expect(async () => {
    await page.goto('/');
    await expect(banner.getByText(/^Comments close/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(banner.locator('p time')).toHaveCSS('display', 'inline');

  // From the period's "Comment on a map" link: the phone's comment page, with the period chosen.
  await page.goto(`/get-involved/comment-periods/${period.id}`);
  await expect(page.getByRole('heading', { level: 1, name: period.title })).toBeVisible();
  await expect(page.getByText('Open: 3 days left')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Comment on a map' }).click();
  const choice = page.getByRole('form', { name: 'Your comment' }).getByLabel('Open comment period');
  await expect(choice).toHaveValue(period.id);
  await expect(choice.locator('option:checked')).toHaveText(new RegExp(`^${period.title} \\(closes .*; 3 days left\\)$`));
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('a closed period’s comment link says it has closed and leads to its record; the periods are linked from where people ask how to comment', async ({
  page,
}) => {
  const title = `Draft Transit Element ${Date.now()}`;
  const period = await db()
    .insertInto('comment_periods')
    .values({
      title,
      description: 'Tell us what the draft transit element misses.',
      subject: 'VTrans Transit Element',
      opens_at: new Date(Date.now() - 10 * 86_400_000),
      closes_at: new Date(Date.now() - 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  afterTest((database) => database.deleteFrom('comment_periods').where('id', '=', period.id).execute());

  // The link from a newsletter sent while it was open: the form says the period closed, not nothing (issue 58).
  await page.goto(`/interactvtrans/comments/new?period=${period.id}`);
  const notice = page.locator('.callout').filter({ hasText: 'closed on' });
  await expect(notice).toContainText(`The comment period “${title}” closed on`);
  await expect(notice).toContainText('what you send now is a general comment');
  await notice.getByRole('link', { name: 'Read what was said and how it was answered' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Where people look for a way to comment, the comment periods are one link away.
  for (const from of ['/get-involved/meetings', '/get-involved/contact-us', '/interactvtrans/comments']) {
    await page.goto(from);
    await expect(page.locator('main a[href="/get-involved/comment-periods"]').first(), from).toBeVisible();
  }
  await page.goto('/search?searchString=comment+period');
  await expect(page.locator('main a[href="/get-involved/comment-periods"]').first()).toBeVisible();
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain('/get-involved/comment-periods</loc>');
});
