import { expect, test } from './browser-test';
import { updateId } from '@vtrans/contracts/content';
import { seedArticles as articles, seedPages as pages, seedUpdates as updates } from '@vtrans/seed';
import { expectNoSeriousA11yViolations } from './axe';
import { sweptPaths } from './sitemap-addresses';

// Expected values come from the seed data: what a visitor should see is what the database holds.
for (const page of pages.filter((candidate) => candidate.route !== '/')) {
  test(`${page.route} shows its heading, metadata and accessible content`, async ({ page: browser }) => {
    const response = await browser.goto(page.route);
    expect(response?.status()).toBe(200);
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.heading);
    await expect(browser).toHaveTitle(`${page.title} | VTrans`);
    await expect(browser.locator('meta[name="description"]')).toHaveAttribute('content', page.description);
    await expect(browser.locator('meta[name="keywords"]')).toHaveAttribute('content', page.keywords.join(','));
    // No PRODUCTION_HOST in tests: every page must ask not to be indexed.
    await expect(browser.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(browser.getByText(page.intro)).toBeVisible();
    // A page the sitemap lists is checked by axe in the sitemap sweep, for every violation and at
    // both widths (sitemap-accessibility.spec.ts); a second axe run here would check it again.
    if (!sweptPaths.has(page.route)) await expectNoSeriousA11yViolations(browser);
  });
}

test('a meeting page takes its title and description from the article', async ({ page }) => {
  const article = articles[0]!;
  await page.goto(`/get-involved/meetings/meeting?article=${article.name}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page).toHaveTitle(`${article.title} | VTrans`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.intro);
  // The time in the zone it was set in (Richmond), named, to its end (an hour when no length is given):
  // 10:00 to 11:00 AM EDT on March 18, 2025.
  await expect(page.locator('time')).toHaveText('Tuesday, March 18, 2025, 10:00 AM to 11:00 AM EDT');
  await expect(page.locator('time')).toHaveAttribute('datetime', '2025-03-18T14:00:00.000Z');
  await expectNoSeriousA11yViolations(page);
});

test('the meetings list links to each meeting', async ({ page }) => {
  await page.goto('/get-involved/meetings');
  await page.getByRole('link', { name: articles[1]!.title }).click();
  await expect(page).toHaveURL(`/get-involved/meetings/meeting?article=${articles[1]!.name}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[1]!.title);
});

test('an update page is found by the spec’s id and takes its title from the update', async ({ page }) => {
  const update = updates[2]!;
  await page.goto('/get-involved/program-updates');
  await page.getByRole('link', { name: update.title }).click();
  await expect(page).toHaveURL(`/get-involved/program-updates/update?id=${updateId(update.date, update.title)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(update.title);
  await expect(page).toHaveTitle(`${update.title} | VTrans`);
  // After the client-side navigation the update's description is in the head. The list's may stay
  // beside it for a while or for good (Next keeps the previous page's tree, and React the metadata it
  // hoisted; counting them made this test fail now and then in CI). What crawlers and share
  // cards read is the page as served, which has exactly one, the update's.
  const description = page.locator('meta[name="description"]');
  await expect.poll(() => description.evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')))).toContain(update.intro);
  await page.reload();
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', update.intro);
});

test('an unknown or missing article or update id answers the 404 page', async ({ page }) => {
  for (const url of [
    '/get-involved/meetings/meeting?article=no-such-meeting',
    '/get-involved/meetings/meeting',
    '/get-involved/program-updates/update?id=01-01-1999-Nothing',
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  }
});

test('an announcement past its last day is not shown: the 2023 register note has ended (issue 35)', async ({ page }) => {
  await page.goto('/long-term-planning/long-term-risk-register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
});

test('the announcement chosen for a page is shown on it', async ({ page }) => {
  await page.goto('/about/gap-ta');
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toContainText('09/02/2025');
  // On its own page it does not link to itself; elsewhere its link says where it goes.
  await expect(page.getByRole('complementary', { name: 'Announcement' }).getByRole('link')).toHaveCount(0);
  await page.goto('/gap-ta/application');
  const link = page.getByRole('complementary', { name: 'Announcement' }).getByRole('link');
  await expect(link).toHaveText('More on Growth and Accessibility Planning Technical Assistance');
  await expect(link).toHaveAttribute('href', '/about/gap-ta');
  await page.goto('/about/about-vtrans');
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every page can still be read', async ({ page }) => {
    for (const seeded of pages) {
      await page.goto(seeded.route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.heading);
    }
    await page.goto('/get-involved/frequently-asked-questions');
    await page.getByText('What is VTrans?').click();
    await expect(page.getByText('VTrans is Virginia’s statewide multimodal transportation plan. It sets')).toBeVisible();
  });
});
