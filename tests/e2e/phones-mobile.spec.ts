// Issue 35 (7): what a phone showed wrong. Runs in the mobile project (390 × 844; see playwright.config.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { signInBrowser } from './auth-fixtures';
import { gotoReady } from './navigation';
import { runDatabase } from './run-database';

const db = runDatabase();
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('Available Datasets fits the screen: the table scrolls in its own region and Menu stays on screen', async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await gotoReady(page, '/interactvtrans/available-datasets');
    expect(await sideways(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport({ ratio: 1 });
    const region = page.getByRole('region', { name: 'Datasets in the Map Explorer' });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  }
  // A dataset's page, whose service address is one long word.
  await gotoReady(page, '/interactvtrans/datasets/urban-development-areas');
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('the chart is drawn for the phone’s width: every label reads at 12 px or more at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoReady(page, '/interactvtrans/data-explorer');
  const chart = page.getByRole('img', { name: /^Bar chart:/ });
  await expect(chart).toBeVisible();
  const labels = await chart.evaluate((figure) =>
    [...figure.querySelectorAll('svg')]
      .filter((svg) => svg.getBoundingClientRect().width > 0)
      .flatMap((svg) => {
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return [...svg.querySelectorAll('text')]
          .filter((text) => text.textContent)
          .map((text) => ({ text: text.textContent, px: parseFloat(getComputedStyle(text).fontSize) * scale }));
      }),
  );
  expect(labels.length).toBeGreaterThan(10);
  for (const label of labels) expect(label.px, label.text!).toBeGreaterThanOrEqual(12);
  expect(labels.map((label) => label.text)).toContain('Fairfax County');
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('the alerts form lays its choices out as choices: each radio and box beside its label, the hint on its own line', async ({ page }) => {
  await gotoReady(page, '/alerts');
  for (const name of ['One e-mail for each, as it happens', 'New public comments on the map']) {
    const control = page.getByLabel(name);
    const box = (await control.boundingBox())!;
    const label = (await page.locator(`label[for="${await control.getAttribute('id')}"]`).boundingBox())!;
    expect(box.width, name).toBeLessThan(30);
    expect(label.x, name).toBeGreaterThan(box.x + box.width);
    expect(label.x - (box.x + box.width), name).toBeLessThan(16);
    expect(Math.abs(label.y - box.y), name).toBeLessThan(12);
  }
  const hint = (await page.getByText(/^Choose up to 20\./).boundingBox())!;
  const finder = (await page.getByText('Find a locality', { exact: true }).boundingBox())!;
  expect(finder.y).toBeGreaterThanOrEqual(hint.y + hint.height);
  await expectNoSeriousA11yViolations(page);
});

test('the header and nav bar take under a quarter of the first screen, down to 320 px', async ({ page }) => {
  for (const width of [390, 360, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await gotoReady(page, '/');
    const navBottom = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    expect(navBottom.y + navBottom.height, `at ${width} px`).toBeLessThan(844 / 4);
    // The search is still there, named, and a thumb's size.
    const search = (await page.locator('.header-search > summary').boundingBox())!;
    expect(search.height).toBeGreaterThanOrEqual(44);
    expect(search.x + search.width).toBeLessThanOrEqual(width);
  }
  await expect(page.locator('.header-search > summary')).toHaveAccessibleName('Search');
});

test('a document’s page, its web version, the request form and the staff accessibility page fit a 320 px phone', async ({ page, context }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await gotoReady(page, '/documents-and-media?tag=GAP-TA&sort=title');
  await page
    .locator('.document-list > li', { hasText: 'Urban Development Areas: A Guide for Localities' })
    .getByRole('link', { name: 'Details and accessibility' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Urban Development Areas: A Guide for Localities');
  expect(await sideways(page), 'the document page').toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: 'Read as a web page' }).click();
  await expect(page.locator('#page-1')).toHaveText('Page 1');
  expect(await sideways(page), 'the web version').toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: 'Request an accessible format' }).first().click();
  await expect(page.getByRole('form', { name: 'Request an accessible format' })).toBeVisible();
  expect(await sideways(page), 'the request form').toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  await signInBrowser(db(), context, 'reviewer');
  await gotoReady(page, '/admin/documents/accessibility');
  expect(await sideways(page), 'the staff page').toBeLessThanOrEqual(0);
  await expect(page.getByRole('list', { name: 'Documents and their accessibility' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('search, its sources and the facets of the documents found fit a 320 px phone (issue 42)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await gotoReady(page, '/search?searchString=technical+assistance&tag=Guidance');
  expect(await sideways(page), 'sideways scroll at 320 px').toBeLessThanOrEqual(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Search' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('navigation', { name: 'Narrow the documents found' }).getByRole('link', { name: 'Guidance (chosen; remove)' })).toBeVisible();
});
