import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';

test('a visitor searches, narrows to whole phrases and sources, and sees the matches highlighted', async ({ page }) => {
  await page.goto('/search');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByLabel('Search the VTrans website').fill('travel time index');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/searchString=travel\+time\+index/);
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/result/);
  await expect(page.locator('.search-results mark').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Match the whole phrase').check();
  await page.getByLabel('Pages', { exact: true }).uncheck();
  await page.getByLabel('Documents', { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(heading).toHaveText('1 result for “travel time index”');
  await expect(page.getByRole('link', { name: 'Webinar: understanding the 2023 Mid-term Needs' })).toBeVisible();
  await expect(page.locator('.search-results mark')).toHaveText(['travel', 'time', 'index']);

  // The same phrase is inside a seeded PDF's text as well.
  await page.getByLabel('Documents', { exact: true }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(heading).toHaveText('2 results for “travel time index”');
  await expect(page.getByRole('link', { name: '2023 Mid-term Needs Technical Report' })).toHaveAttribute('href', '/resources/VTrans_2023_Mid-term_Needs_Technical_Report.pdf');

  await page.goto('/search?searchString=');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter something to search for.');
});
