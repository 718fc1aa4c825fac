import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';

test('the library filters by words, tag, type and year, with counts, and keeps them in the address', async ({ page }) => {
  await page.goto('/documents-and-media');
  const heading = page.getByRole('heading', { name: /^\d+ documents?/ });
  await expect(heading).toHaveText('20 documents, page 1 of 2');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Freight (4)').check();
  await page.getByRole('button', { name: 'Show documents' }).click();
  await expect(page).toHaveURL(/tag=Freight/);
  await expect(heading).toHaveText('4 documents');
  await page.getByLabel('Year').selectOption('2022');
  await page.getByRole('button', { name: 'Show documents' }).click();
  await expect(heading).toHaveText('2 documents');
  await expect(page.getByRole('link', { name: 'Virginia Freight Element (2022)' })).toBeVisible();

  await page.goto('/documents-and-media?q=deck+replacement+Port+terminals');
  await expect(heading).toHaveText('0 documents');
  await page.goto('/documents-and-media?q=Norfolk+International&sort=title');
  await expect(page.getByRole('link', { name: 'Port and Rail Access Study' })).toBeVisible();
});

test('a file that is not accessible opens the notice first; an accessible one opens at once', async ({ page, context }) => {
  await page.goto('/documents-and-media?tag=GAP-TA&sort=title');
  await page.getByRole('link', { name: 'Urban Development Areas: A Guide for Localities' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accessibility notice' });
  await expect(dialog).toContainText('Please note that this file is not ADA compliant. Choose one of below options:');
  const opened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Proceed to Open File' }).click();
  expect((await opened).url()).toMatch(/\/resources\/Urban_Development_Areas_Guide\.pdf$/);
  await expect(dialog).toBeHidden();

  const response = page.waitForResponse((candidate) => candidate.url().endsWith('/resources/GAP-TA_Program_Guidance_FY25.pdf'));
  await page.getByRole('link', { name: 'GAP-TA Program Guidance, FY25' }).click();
  expect((await response).headers()['content-type']).toBe('application/pdf');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('hidden documents are only in the hidden library; archived ones under the past plans', async ({ page }) => {
  await page.goto('/hidden-library');
  await expect(page.getByRole('link', { name: 'Draft Needs Review Notes (internal)' })).toBeVisible();
  await expect(page.locator('.document-list > li')).toHaveCount(2);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/documents-and-media?q=draft+notes');
  await expect(page.getByRole('link', { name: 'Draft Needs Review Notes (internal)' })).toHaveCount(0);
  await page.goto('/search?searchString=partner+agencies');
  await expect(page.getByRole('link', { name: 'Draft Needs Review Notes (internal)' })).toHaveCount(0);

  await page.goto('/archive/past-vtrans-plans');
  await expect(page.locator('.document-list > li')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'VTrans2025 Final Report (2004)' })).toBeVisible();
});
