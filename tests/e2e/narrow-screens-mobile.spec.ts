import type { Page } from '@playwright/test';
import { expect, test } from './browser-test';
import { signInBrowser } from './auth-fixtures';
import { gotoReady } from './navigation';
import { runDatabase } from './run-database';
import { sitemapListing, sweptAddresses } from './sitemap-addresses';
import { staffPages } from './staff-addresses';

// Issue 58 (5): pages wider than the phone. Every page the sitemap lists, and every staff page that
// needs no id, at 320 px — the narrowest phone WCAG 1.4.10 reflows to — with nothing to scroll
// sideways: a wide table scrolls inside its own region, never the page. One test per address, so
// the sweep spreads over the lanes and a failure names its page.
const db = runDatabase();

/** Fails when the page scrolls sideways, naming the first elements that stick out past the window. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const { overflow, widest } = await page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    // What sticks out, to name in the failure: elements whose right edge passes the window's, or
    // whose own text runs past their box (a long unbroken name).
    const sticksOut = (element: Element) =>
      element.getBoundingClientRect().right > window.innerWidth + 1 ||
      (getComputedStyle(element).overflowX === 'visible' && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0);
    const widest =
      overflow <= 0
        ? []
        : [...document.querySelectorAll('body *')]
            .filter(sticksOut)
            .slice(0, 5)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}`,
            );
    return { overflow, widest };
  });
  expect(overflow, `${path} scrolls sideways by ${overflow} px: ${widest.join(', ')}`).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
});

for (const address of sweptAddresses) {
  test(`${address.name} fits a 320 px screen`, async ({ page }) => {
    const path = await address.resolve();
    await gotoReady(page, path);
    await expectNoSidewaysScroll(page, path);
  });
}

for (const path of staffPages) {
  test(`the staff page ${path} fits a 320 px screen`, async ({ page, context }) => {
    await signInBrowser(db(), context, 'admin');
    await gotoReady(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  });
}

// The sweep above checks three documents' pages; their file names and web versions differ in width.
test('every document’s page and web version the sitemap lists fits a 320 px screen', async ({ page }) => {
  test.slow();
  const documents = (await sitemapListing()).filter((address) => address.startsWith('/documents-and-media/'));
  expect(documents.length).toBeGreaterThan(0);
  for (const path of documents) {
    await gotoReady(page, path);
    await expectNoSidewaysScroll(page, path);
  }
});

for (const width of [320, 390, 768]) {
  test(`the header’s search, opened, fits a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, '/');
    await page.locator('.header-search > summary').click();
    await expect(page.locator('.header-search input[type="search"]')).toBeVisible();
    await expectNoSidewaysScroll(page, `the home page with the header’s search open at ${width} px`);
  });
}

// Pages the sitemap cannot list (an address with a query): the freight views, whose table by year
// was 1,840 px wide and whose chart had no legend on a phone.
for (const path of [
  '/interactvtrans/data-explorer?dataset=freight&view=table&rows=commodity_group&columns=year',
  '/interactvtrans/data-explorer?dataset=freight&view=table&rows=mode&year=2024&compare=2050',
  '/interactvtrans/data-explorer?dataset=freight&view=map',
  '/interactvtrans/data-explorer?dataset=freight&view=profile',
]) {
  test(`the freight view ${path} fits a 320 px screen`, async ({ page }) => {
    await gotoReady(page, path);
    await expectNoSidewaysScroll(page, path);
  });
}

test('a tabulation chart names its lines at 320 px: every commodity group, in the page’s own type', async ({ page }) => {
  await gotoReady(page, '/interactvtrans/data-explorer?dataset=freight&view=table&rows=commodity_group&columns=year');
  const legend = page.locator('.tabulation__chart .chart-legend li');
  await expect(legend).toHaveCount(8);
  for (const item of await legend.all()) await expect(item).toBeVisible();
  expect(await legend.first().evaluate((item) => parseFloat(getComputedStyle(item).fontSize))).toBeGreaterThanOrEqual(14);
});

test('the risk register reads as cards at 320 px: every row’s text on screen, nothing to scroll sideways', async ({ page }) => {
  await gotoReady(page, '/long-term-planning/long-term-risk-register');
  const region = page.getByRole('region', { name: 'The ten macrotrends of the register' });
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const cells = page.locator('.data-table--stack td[data-label="What could happen"]');
  expect(await cells.count()).toBeGreaterThan(0);
  for (const cell of await cells.all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
  // Each value is named by its column, as the table's header named it.
  // (Chromium reports the rule's value, attr() unresolved.)
  expect(await cells.first().evaluate((cell) => getComputedStyle(cell, '::before').content)).toMatch(/attr\(data-label\)|What could happen/);
});
