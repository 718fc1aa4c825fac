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
