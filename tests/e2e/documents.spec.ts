import { LibraryQuery } from '@vtrans/contracts/documents';
import { type DocumentShelf, LIBRARY_PAGE_SIZE, listLibrary, sql } from '@vtrans/db';
import { seedDocuments } from '@vtrans/seed';
import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { runDatabase } from './run-database';

const db = runDatabase();

/*
 * Other tests upload documents to the same lane's library (and remove them again): the counts
 * shown are compared with what the database holds for the same filters when the page is read,
 * and the seeded documents are looked for by name.
 */

/** What the library holds for the filters of an address's query, as its page counts it. */
const libraryFor = (query: Record<string, string>) => listLibrary(db(), LibraryQuery.parse(query));

/** The results' heading for `total` documents, on the first of their pages. */
function counted(total: number): string {
  const pages = Math.ceil(total / LIBRARY_PAGE_SIZE);
  return `${total} document${total === 1 ? '' : 's'}${pages > 1 ? `, page 1 of ${pages}` : ''}`;
}

/** How many documents a shelf holds (hidden library, archive). */
async function onShelf(shelf: Extract<DocumentShelf, 'hidden' | 'archive'>): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from documents where ${shelf === 'hidden' ? sql`hidden` : sql`archived and not hidden`}`.execute(db());
  return rows[0]!.n;
}

test('the library filters by words, tag, type and year, with counts, and keeps them in the address', async ({ page }) => {
  const heading = page.getByRole('heading', { name: /^\d+ documents?/ });
  // The page is read again until it and the database agree: a copy cached before another test's
  // upload or removal gives way within a second.
  await expect(async () => {
    const { total } = await libraryFor({});
    await page.goto('/documents-and-media');
    await expect(heading).toHaveText(counted(total), { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);

  // The filters' meaning, on the seeded documents: every seeded Freight one is listed, and the
  // year keeps only those of 2022; the counts are the database's for the same filters.
  const seededFreight = seedDocuments.filter((document) => document.tags.includes('Freight') && !document.hidden && !document.archived);
  const listed = (title: string) => page.getByRole('link', { name: title, exact: true });
  const freight = (await libraryFor({})).facets.tags.find((tag) => tag.name === 'Freight')!;
  expect(freight.n).toBeGreaterThanOrEqual(seededFreight.length);
  await page.getByLabel(`Freight (${freight.n})`).check();
  await page.getByRole('button', { name: 'Show documents' }).click();
  await expect(page).toHaveURL(/tag=Freight/);
  await expect(heading).toHaveText(counted((await libraryFor({ tag: 'Freight' })).total));
  for (const document of seededFreight) await expect(listed(document.title)).toBeVisible();
  await page.getByLabel('Year').selectOption('2022');
  await page.getByRole('button', { name: 'Show documents' }).click();
  await expect(heading).toHaveText(counted((await libraryFor({ tag: 'Freight', year: '2022' })).total));
  for (const document of seededFreight) await expect(listed(document.title)).toHaveCount(document.publishedOn.startsWith('2022') ? 1 : 0);

  // Every word is in the library, but no document holds them all.
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
  // The file opens in a new tab; a browser without a PDF viewer downloads it there, so the file's
  // answer is what is checked, not the tab's address.
  const tab = context.waitForEvent('page');
  const opened = context.waitForEvent('response', (response) => response.url().endsWith('/resources/Urban_Development_Areas_Guide.pdf'));
  await dialog.getByRole('button', { name: 'Proceed to Open File' }).click();
  await tab;
  expect((await opened).headers()['content-type']).toBe('application/pdf');
  await expect(dialog).toBeHidden();

  const response = page.waitForResponse((candidate) => candidate.url().endsWith('/resources/GAP-TA_Program_Guidance_FY25.pdf'));
  await page.getByRole('link', { name: 'GAP-TA Program Guidance, FY25' }).click();
  expect((await response).headers()['content-type']).toBe('application/pdf');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('hidden documents are only in the hidden library; archived ones under the past plans', async ({ page }) => {
  await page.goto('/hidden-library');
  await expect(page.getByRole('link', { name: 'Draft Needs Review Notes (internal)' })).toBeVisible();
  await expect(page.locator('.document-list > li')).toHaveCount(await onShelf('hidden'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/documents-and-media?q=draft+notes');
  await expect(page.getByRole('link', { name: 'Draft Needs Review Notes (internal)' })).toHaveCount(0);
  await page.goto('/search?searchString=partner+agencies');
  await expect(page.getByRole('link', { name: 'Draft Needs Review Notes (internal)' })).toHaveCount(0);

  await page.goto('/archive/past-vtrans-plans');
  await expect(page.locator('.document-list > li')).toHaveCount(await onShelf('archive'));
  await expect(page.getByRole('link', { name: 'VTrans2025 Final Report (2004)' })).toBeVisible();
});
