import type { Page } from '@playwright/test';
import { expect, test } from './browser-test';
import { signInBrowser } from './auth-fixtures';
import { gotoReady } from './navigation';
import { runDatabase } from './run-database';
import { sitemapListing, sweptAddresses } from './sitemap-addresses';

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
      element.getBoundingClientRect().right > window.innerWidth + 1 || (getComputedStyle(element).overflowX === 'visible' && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0);
    const widest = overflow <= 0 ? [] : [...document.querySelectorAll('body *')]
      .filter(sticksOut)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}`);
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

const staffPages = [
  '/admin',
  '/admin/account',
  '/admin/account/sessions',
  '/admin/audit',
  '/admin/comment-periods',
  '/admin/comment-periods/enter',
  '/admin/comments',
  '/admin/comments/report',
  '/admin/content',
  '/admin/documents',
  '/admin/documents/accessibility',
  '/admin/gap-ta',
  '/admin/newsletter',
  '/admin/queues',
  '/admin/search',
  '/admin/spatial-data',
  '/admin/spatial-data/intake',
  '/admin/suppressions',
  '/admin/users',
];

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
