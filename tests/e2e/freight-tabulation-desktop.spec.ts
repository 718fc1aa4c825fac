import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { bodyRows, tabulationRoute } from './freight-views';
import { nuErrors } from './nu-checker';

// The freight views at desktop width (the phone's test is freight-tabulation-mobile.spec.ts).

/** A figure as the table writes it ("1,234.5", maybe with its range after it) as a number. */
const figure = (text: string) => Number(text.split(' (')[0]!.replaceAll(',', ''));

test('the tabulation tool: a table by rows and columns with forecast ranges, sorted, downloaded and compared', async ({ page }) => {
  // Nine page loads, a download and three axe runs over a long table: about 35 s alone, and past
  // the default limit in a loaded two-lane run on two cores.
  test.slow();
  await page.goto('/interactvtrans/data-explorer?dataset=freight');
  await page.getByRole('navigation', { name: 'Freight views' }).getByRole('link', { name: 'Tabulation tool' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: /^Weight by commodity \(SCTG2\), freight to, from and within Virginia, 2024 \(preliminary\)$/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Build a table as a freight planner would: commodity groups by year, truck and rail, leaving Virginia.
  await page.getByLabel('Rows', { exact: true }).selectOption('commodity_group');
  await page.getByLabel('Columns', { exact: true }).selectOption('year');
  await page.getByLabel('Flows', { exact: true }).selectOption('outbound');
  await page.getByText('Domestic mode: all').click();
  const domesticMode = page.getByRole('group', { name: 'Domestic mode', exact: true });
  await domesticMode.getByRole('checkbox', { name: 'Truck', exact: true }).check();
  await domesticMode.getByRole('checkbox', { name: 'Rail', exact: true }).check();
  await page.getByRole('button', { name: 'Show the table' }).click();
  await expect(page).toHaveURL(/rows=commodity_group&columns=year&measure=tons&direction=outbound/);
  await expect(page.getByText('Domestic mode: 2 chosen')).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: 'Weight by commodity group and year, freight leaving Virginia' });
  await expect(heading).toBeVisible();
  const headers = await page.locator('.tabulation__table thead th').allTextContents();
  expect(headers.map((text) => text.replace(/ ?\(sort (ascending|descending)\)$/, ''))).toEqual([
    'Commodity group',
    '2017 base year',
    '2018',
    '2019',
    '2020',
    '2021',
    '2022',
    '2023',
    '2024 preliminary',
    '2030 forecast',
    '2035 forecast',
    '2040 forecast',
    '2045 forecast',
    '2050 forecast',
  ]);
  const rows = await bodyRows(page);
  expect(rows).toHaveLength(8);
  // Forecast cells show their range; estimates do not.
  for (const row of rows) {
    expect(row[8], row[0]).toMatch(/^[\d,]+\.\d$/);
    expect(row[13], row[0]).toMatch(/^[\d,]+\.\d \([\d,]+\.\d to [\d,]+\.\d\)$/);
  }
  // The chart beside it draws the forecast band, labelled.
  await expect(page.getByRole('img', { name: /^Chart of the table: Weight by commodity group and year/ })).toBeVisible();
  await expect(page.locator('.plot-figure > div:visible svg').getByText('Forecast (low–high band)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sorting by 2050, largest first, is a link: the address keeps it.
  await page.getByRole('link', { name: /^2050 forecast \(sort descending\)$/ }).click();
  await expect(page).toHaveURL(/sort=c12&order=desc/);
  await expect(page.locator('th[aria-sort="descending"]')).toHaveText(/2050/);
  const sorted = (await bodyRows(page)).map((row) => figure(row[13]!));
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  // Keyboard: the sort links are reachable and work with Enter.
  await page.getByRole('link', { name: /^Commodity group \(sort ascending\)$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=label&order=asc/);

  // The CSV holds exactly the table, ranges in their own columns.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download this table (CSV)' }).click();
  const csv: string[][] = parse(await readFile((await (await download).path())!, 'utf8'));
  expect(csv[0]!.slice(-3)).toEqual(['2050', '2050 low', '2050 high']);
  const onPage = await bodyRows(page);
  expect(
    csv
      .slice(1, -2)
      .map((record) => record[0])
      .sort(),
  ).toEqual(onPage.map((row) => row[0]).sort());
  expect(csv.at(-1)![0]).toMatch(/^Sample data for trying the tools — not FHWA figures\./);
  // The line before it says what the table is: measure, flows, area and years.
  expect(csv.at(-2)![0]).toBe('Table: Weight by commodity group and year, freight leaving Virginia.');
  const agriculture = csv.find((record) => record[0] === 'Agriculture and food')!;
  expect(Number(agriculture[1]).toFixed(1)).toBe(onPage.find((row) => row[0] === 'Agriculture and food')![1]!.replaceAll(',', ''));

  // The link to this table opens the same table.
  const link = await page.getByRole('link', { name: 'Link to exactly this table' }).getAttribute('href');
  await page.goto(link!);
  await expect(heading).toBeVisible();
  expect(await bodyRows(page)).toEqual(onPage);

  // Compare two years: change and percent change per row, totals in the foot.
  await page.goto(`${tabulationRoute}&rows=mode&year=2017&compare=2024`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Weight by domestic mode, freight to, from and within Virginia, 2017 (base year) compared with 2024' }),
  ).toBeVisible();
  for (const row of await bodyRows(page)) {
    const [from, to, change, percent] = [figure(row[1]!), figure(row[2]!), figure(row[3]!), Number(row[4]!.replace('%', ''))];
    expect(change).toBeCloseTo(to - from, 0);
    expect(percent).toBeCloseTo((100 * (to - from)) / from, 0);
  }
  await expect(page.locator('.tabulation__table tfoot th')).toHaveText('Total');
  // The first year's column names its year, as the second's does; a percentage always has its decimal.
  const compareHeaders = (await page.locator('.tabulation__table thead th').allTextContents()).map((text) =>
    text.replace(/ ?\(sort (ascending|descending)\)$/, ''),
  );
  expect(compareHeaders).toEqual(['Domestic mode', 'Weight (thousand tons), 2017 base year', '2024 preliminary', 'Change', 'Change (%)']);
  for (const row of await bodyRows(page)) expect(row[4]).toMatch(/^([+-][\d,]+\.\d%|0\.0%|–)$/);
  await expectNoSeriousA11yViolations(page);

  // Compared with 2050, a forecast keeps its low–high range, in the table and the CSV.
  await page.goto(`${tabulationRoute}&rows=mode&year=2024&compare=2050`);
  for (const row of await bodyRows(page)) expect(row[2], row[0]).toMatch(/^[\d,]+\.\d \([\d,]+\.\d to [\d,]+\.\d\)$/);
  await expect(page.locator('.tabulation__table tfoot td').nth(1)).toHaveText(/^[\d,]+\.\d \([\d,]+\.\d to [\d,]+\.\d\)$/);
  const compareDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download this table (CSV)' }).click();
  const compareCsv: string[][] = parse(await readFile((await (await compareDownload).path())!, 'utf8'));
  expect(compareCsv[0]).toEqual(['Domestic mode', 'Weight (thousand tons), 2024', '2050', '2050 low', '2050 high', 'Change', 'Change (%)']);

  // With the year as the rows, the reader picks the years: only those are shown.
  await page.goto(`${tabulationRoute}&rows=year`);
  await expect(page.getByLabel('Year', { exact: true })).toHaveCount(0);
  await page.getByText('Years: all').click();
  const years = page.getByRole('group', { name: 'Years', exact: true });
  await years.getByRole('checkbox', { name: '2017 (base year)', exact: true }).check();
  await years.getByRole('checkbox', { name: '2050 (forecast)', exact: true }).check();
  await page.getByRole('button', { name: 'Show the table' }).click();
  await expect(page).toHaveURL(/year=2017&year=2050/);
  expect((await bodyRows(page)).map((row) => row[0])).toEqual(['2017 base year', '2050 forecast']);

  // An address the data cannot answer says why and shows the default table.
  await page.goto(`${tabulationRoute}&year=2017,2024`);
  await expect(page.locator('.freight-tabulation').getByRole('alert')).toContainText('year: figures of several years are not added up');
});

/** The bytes of script a page loads (encoded, as sent), counted from the browser's resource timings. */
async function scriptBytes(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );
}

test('the filters list commodities 01 to 43 in order, and zones outside Virginia by FHWA’s names', async ({ page }) => {
  await page.goto(`${tabulationRoute}&rows=destination&direction=outbound`);
  await page.getByText('Commodity (SCTG2): all').click();
  const commodities = await page
    .getByRole('group', { name: 'Commodity (SCTG2)', exact: true })
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
  expect(commodities).toHaveLength(42);
  expect(commodities).toEqual([...commodities].sort());
  expect(commodities[0]).toBe('01');
  // Rows are zones: Virginia's by their own names, the rest as FAF5's tables name them.
  const destinations = (await bodyRows(page)).map((row) => row[0]);
  expect(destinations).toContain('Raleigh-Durham NC');
  expect(destinations.filter((name) => / zone \d{3}$/.test(name!))).toEqual([]);

  // Every freight view as served is valid HTML: the chart legend, a comparison's ranges, the map and a profile.
  const views = [
    `${tabulationRoute}&rows=commodity_group&columns=year`,
    `${tabulationRoute}&rows=mode&year=2024&compare=2050`,
    '/interactvtrans/data-explorer?dataset=freight&view=map',
    '/interactvtrans/data-explorer?dataset=freight&view=profile',
  ];
  expect(await nuErrors(await Promise.all(views.map(async (path) => ({ name: path, html: await (await page.request.get(path)).body() }))))).toEqual([]);
});

test('the flow map: arcs on the map with a legend, the largest flows listed, every flow in a table; foreign regions by gateway', async ({ page }) => {
  // Five page loads, two waits for the network to settle and two axe runs over a map and a long table.
  test.slow();
  // The table view loads no more script than the explorer's charts did before it (the map's MapLibre only on the map view).
  const charts = await scriptBytes(page, '/interactvtrans/data-explorer?dataset=freight');
  const table = await scriptBytes(page, tabulationRoute);
  const map = await scriptBytes(page, '/interactvtrans/data-explorer?dataset=freight&view=map');
  expect(table, `table ${table} B, charts ${charts} B`).toBeLessThanOrEqual(charts);
  expect(map, `map ${map} B, table ${table} B`).toBeGreaterThan(table + 100_000);

  await expect(page.getByRole('heading', { level: 2, name: /^Weight of freight to, from and within Virginia, by state, 2024 \(preliminary\)$/ })).toBeVisible();
  await expect(page.locator('.flow-map canvas[aria-label^="Map: Weight of freight"]')).toBeVisible();
  const top = page.getByRole('list', { name: 'The ten largest flows' }).getByRole('listitem');
  await expect(top).toHaveCount(10);
  // The list and the table agree: the table's first rows are the list, largest first.
  const rows = await page
    .locator('#flow-table-caption')
    .locator('xpath=..')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').trim())));
  const values = rows.map((row) => Number(row[3]!.replaceAll(',', '')));
  expect(values).toEqual([...values].sort((a, b) => b - a));
  const [from, to, , amount] = rows[0]!;
  expect(await top.first().textContent()).toBe(`${from === to ? `Within ${from}` : `${from} to ${to}`}: ${amount} thousand tons`);
  // The table gives the flows on the map; the tabulation tool, linked, has every one: its grand
  // total is the whole the shares are of.
  expect(rows.length).toBeLessThanOrEqual(80);
  const impliedTotal = values[0]! / (Number(rows[0]![4]!.replace('%', '')) / 100);
  await expect(page.getByRole('heading', { level: 3, name: 'Legend' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'tabulation tool', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Weight by origin and destination, freight to, from and within Virginia, 2024/ })).toBeVisible();
  const grandTotal = figure((await page.locator('.tabulation__table tfoot td').last().textContent())!);
  // The share is rounded to a tenth of a percent, so the total it implies is good to a few percent.
  expect(Math.abs(grandTotal / impliedTotal - 1)).toBeLessThan(0.03);
  await page.goBack();
  // The form's selects are React's (their value is the page's state): chosen before the page has
  // hydrated, they are put back to the state when it does, and the map asked for is the old one
  // (a fresh-clone run met this on a loaded machine). The scripts arrive first.
  await page.waitForLoadState('networkidle');

  await page.getByLabel('Between Virginia and', { exact: true }).selectOption('foreign');
  await page.getByLabel('Measure', { exact: true }).selectOption('value');
  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: /^Value \(2017 dollars\) of freight to, from and within Virginia, by foreign region and gateway/ }),
  ).toBeVisible();
  const ends = await page
    .locator('#flow-table-caption')
    .locator('xpath=..')
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => `${tr.querySelector('th')?.textContent} > ${tr.querySelectorAll('td')[0]?.textContent} ${tr.querySelectorAll('td')[1]?.textContent}`),
    );
  const regions = ['Canada', 'Mexico', 'Rest of Americas', 'Europe', 'Africa', 'Southwest and Central Asia', 'Eastern Asia', 'Southeast Asia and Oceania'];
  // Every flow joins a foreign region and a gateway: imports arrive, exports leave.
  for (const end of ends) {
    const [from, rest] = end.split(' > ');
    const imported = regions.includes(from!);
    expect(imported || regions.some((region) => rest!.startsWith(region)), end).toBe(true);
    expect(end.endsWith(imported ? 'arriving in Virginia' : 'leaving Virginia'), end).toBe(true);
  }
  await expect(page.locator('.flow-map canvas')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a zone’s profile: what it sends, to where, by what mode and how far, with totals that agree', async ({ page }) => {
  await page.goto('/interactvtrans/data-explorer?dataset=freight');
  await page.getByRole('navigation', { name: 'Freight views' }).getByRole('link', { name: 'Zone profiles' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Virginia Beach–Norfolk, VA: freight it sends, 2024 (preliminary)' })).toBeVisible();
  await page.getByLabel('Virginia zone', { exact: true }).selectOption('511');
  await page.getByLabel('Freight', { exact: true }).selectOption('inbound');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Richmond, VA: freight it receives, 2024 (preliminary)' })).toBeVisible();
  for (const heading of ['What it receives: the ten largest commodities', 'From where: the ten largest origins', 'By what mode', 'How far']) {
    await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  }
  // The modes and the distance bands each add up to the whole: their shares make 100%.
  for (const id of ['profile-modes', 'profile-distances']) {
    const shares = await page.locator(`#${id} tbody tr td:last-child`).allTextContents();
    const sum = shares.reduce((total, share) => total + Number(share), 0);
    expect(Math.abs(sum - 100), id).toBeLessThanOrEqual(shares.length * 0.05);
  }
  const weight = Number((await page.locator('.freight-profile__summary dd').first().textContent())!.replace(/[^\d.]/g, ''));
  const modes = await page.locator('#profile-modes tbody tr td:nth-child(2)').allTextContents();
  expect(modes.reduce((total, amount) => total + Number(amount.replaceAll(',', '')), 0)).toBeCloseTo(weight, -1);
  await expectNoSeriousA11yViolations(page);
});

test('every freight view of the seed’s generated figures says they are a sample, not FHWA’s, and how the real file is loaded', async ({ page }) => {
  const notice =
    /^Sample data for trying the tools — not FHWA figures\. These figures were generated in the layout of FHWA’s Freight Analysis Framework so the tools can be tried; they are not published figures\. The office replaces them with FHWA’s file by running npm run import:freight\.$/;
  for (const address of [
    '/mid-term-planning/freight-plan',
    '/interactvtrans/data-explorer?dataset=freight',
    tabulationRoute,
    '/interactvtrans/data-explorer?dataset=freight&view=map',
    '/interactvtrans/data-explorer?dataset=freight&view=profile',
  ]) {
    await page.goto(address);
    await expect(page.getByRole('note').filter({ hasText: 'Sample data for trying the tools' }), address).toHaveText(notice);
    // No view still presents the figures as FHWA's.
    await expect(page.getByText('Source: FHWA and BTS'), address).toHaveCount(0);
    // Said once: the notes under the headings do not repeat it.
    await expect(page.getByText('Sample data for trying the tools', { exact: false }), address).toHaveCount(1);
  }
  // A chart's own CSV carries the source as its last line.
  await page.goto('/mid-term-planning/freight-plan');
  const href = await page
    .locator('#freight-top-commodities')
    .locator('xpath=../..')
    .getByRole('link', { name: /^Download these \d+ rows \(CSV\)$/ })
    .getAttribute('href');
  const csv: string[][] = parse(decodeURIComponent(href!.replace(/^data:text\/csv;charset=utf-8,/, '')));
  expect(csv.at(-1)).toEqual([expect.stringMatching(/^Sample data for trying the tools — not FHWA figures\./), '']);
});
