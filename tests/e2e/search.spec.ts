import { SEARCH_PAGE_SIZE, SearchQuery } from '@vtrans/contracts/search';
import { searchSite } from '@vtrans/db';
import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { nuErrors } from './nu-checker';
import { runDatabase } from './run-database';

const db = runDatabase();

/**
 * The heading of a search's results, from what the database answers the same query with now:
 * other tests publish and remove pages, updates and documents in the same lane, so a count is
 * never taken as the seed's. The seeded results are looked for by name.
 */
async function resultsHeading(query: Record<string, string>): Promise<string> {
  const parsed = SearchQuery.parse(query);
  const { total } = await searchSite(db(), parsed);
  const pages = Math.ceil(total / SEARCH_PAGE_SIZE);
  return total === 0
    ? `No results for “${parsed.searchString}”.`
    : `${total} result${total === 1 ? '' : 's'} for “${parsed.searchString}”${pages > 1 ? `, page 1 of ${pages}` : ''}`;
}

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
  await expect(page).toHaveURL(/matchWholePhrase=true/);
  // One result in the seed: the webinar.
  await expect(heading).toHaveText(
    await resultsHeading({ searchString: 'travel time index', matchWholePhrase: 'true', includeSources: 'updates,meetings,faqs' }),
  );
  await expect(page.getByRole('link', { name: 'Webinar: understanding the 2023 Mid-term Needs' })).toBeVisible();
  await expect(page.locator('.search-results mark')).toHaveText(['travel', 'time', 'index']);

  // The same phrase is inside a seeded PDF's text as well (two results in the seed).
  await page.getByLabel('Documents', { exact: true }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/includeSources=documents/);
  await expect(heading).toHaveText(
    await resultsHeading({ searchString: 'travel time index', matchWholePhrase: 'true', includeSources: 'updates,meetings,faqs,documents' }),
  );
  await expect(page.getByRole('link', { name: 'Webinar: understanding the 2023 Mid-term Needs' })).toBeVisible();
  await expect(page.getByRole('link', { name: '2023 Mid-term Needs Technical Report' })).toHaveAttribute(
    'href',
    '/resources/VTrans_2023_Mid-term_Needs_Technical_Report.pdf',
  );

  await page.goto('/search?searchString=');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter something to search for.');
});

test('a misspelt search is answered with the nearest spelling, said so; a route written another way finds the page (issue 42)', async ({ page }) => {
  await page.goto('/search?searchString=trasportation');
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^\d+ results for “transportation”/);
  await expect(page.getByRole('status')).toContainText(
    'No results for “trasportation”, so these are the results for “transportation”, the nearest spelling on this site.',
  );
  await expectNoSeriousA11yViolations(page);

  // One known word and one misspelt, either of which may match: results, and the spelling offered.
  await page.goto('/search?searchString=freight+or+trasportation');
  await page.getByRole('link', { name: 'freight or transportation' }).click();
  await expect(page).toHaveURL(/searchString=freight\+or\+transportation/);
  await expect(page.getByText('Did you mean')).toHaveCount(0);

  await page.goto('/search?searchString=Interstate+81');
  await expect(page.getByRole('link', { name: 'Travel markets', exact: false }).first()).toBeVisible();
  await expect(page.locator('.search-results mark', { hasText: '81' }).first()).toBeVisible();

  // Two letters swapped, the commonest slip, which trigrams alone missed (issue 58).
  await page.goto('/search?searchString=frieght');
  await expect(page.getByRole('status')).toContainText('No results for “frieght”, so these are the results for “freight”');
  await expect(page.getByRole('link', { name: 'Freight Element', exact: true })).toBeVisible();
});

test('words no page holds together find the pages holding some of them, said so, the most words first (issue 58)', async ({ page }) => {
  await page.goto('/search?searchString=meeting+minutes+2025');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^\d+ results? for “meeting minutes 2025”/);
  await expect(page.getByRole('status')).toContainText('No result holds every one of the words, so these are the results holding some of them.');
  await expect(page.locator('.search-results li').first()).toBeVisible();

  // One page holds both words: it comes first, then those holding one of them.
  await page.goto('/search?searchString=bike+lanes');
  await expect(page.getByRole('status')).toContainText(/Only \d+ results? holds? every one of the words, so these are the results holding some of them\./);
  await expect(page.locator('.search-results li').first()).toContainText('Submit Data');
  await expect(page.locator('.search-results li')).not.toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test('documents found are narrowed by tag, year and file type; each link keeps the words, and a chosen one takes its narrowing away (issue 42)', async ({
  page,
}) => {
  await page.goto('/search?searchString=technical+assistance');
  const heading = page.getByRole('heading', { level: 2 });
  const all = Number((await heading.textContent())!.match(/^(\d+) results/)![1]);
  const facets = page.getByRole('navigation', { name: 'Narrow the documents found' });
  const guidance = facets.getByRole('link', { name: 'Guidance', exact: true });
  const counted = Number(await guidance.locator('xpath=following-sibling::span').textContent());
  expect(counted).toBeGreaterThan(0);
  expect(counted).toBeLessThan(all);
  await expectNoSeriousA11yViolations(page);

  await guidance.click();
  await expect(page).toHaveURL(/searchString=technical\+assistance&tag=Guidance$/);
  await expect(heading).toHaveText(new RegExp(`^${counted} results? for “technical assistance”`));
  await expect(page.getByRole('main')).toContainText('Narrowed to documents');
  await expect(page.locator('.search-results__meta').first()).toContainText('Documents');
  const chosen = facets.getByRole('link', { name: 'Guidance (chosen; remove)' });
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expectNoSeriousA11yViolations(page);
  expect(await nuErrors([{ name: 'search narrowed by a tag', html: await (await page.request.get(page.url())).body() }])).toEqual([]);

  // A year narrows further, and taking the tag away keeps the year and the words.
  const year = facets
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^\d{4}$/ }) })
    .first();
  const yearName = (await year.getByRole('link').textContent())!;
  await year.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`tag=Guidance&year=${yearName}$`));
  await facets.getByRole('link', { name: 'Guidance (chosen; remove)' }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]+\\?searchString=technical\\+assistance&year=${yearName}$`));
});
