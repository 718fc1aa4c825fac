import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';

const route = '/interactvtrans/data-explorer?dataset=freight&view=table';

/** The table's body: one array of cell texts (row header first) per row. */
async function bodyRows(page: Page) {
  return page.locator('.tabulation__table tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').trim())));
}

/** A figure as the table writes it ("1,234.5", maybe with its range after it) as a number. */
const figure = (text: string) => Number(text.split(' (')[0]!.replaceAll(',', ''));

test('the tabulation tool: a table by rows and columns with forecast ranges, sorted, downloaded and compared', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the phone has its own test below');
  await page.goto('/interactvtrans/data-explorer?dataset=freight');
  await page.getByRole('navigation', { name: 'Freight views' }).getByRole('link', { name: 'Tabulation tool' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Weight by commodity \(sctg2\), freight to, from and within Virginia, 2024 \(preliminary\)$/ })).toBeVisible();
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
    'Commodity group', '2017 base year', '2018', '2019', '2020', '2021', '2022', '2023', '2024 preliminary', '2030 forecast', '2035 forecast', '2040 forecast', '2045 forecast', '2050 forecast',
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
  expect(csv.slice(1).map((record) => record[0]).sort()).toEqual(onPage.map((row) => row[0]).sort());
  const agriculture = csv.find((record) => record[0] === 'Agriculture and food')!;
  expect(Number(agriculture[1]).toFixed(1)).toBe(onPage.find((row) => row[0] === 'Agriculture and food')![1]!.replaceAll(',', ''));

  // The link to this table opens the same table.
  const link = await page.getByRole('link', { name: 'Link to exactly this table' }).getAttribute('href');
  await page.goto(link!);
  await expect(heading).toBeVisible();
  expect(await bodyRows(page)).toEqual(onPage);

  // Compare two years: change and percent change per row, totals in the foot.
  await page.goto(`${route}&rows=mode&year=2017&compare=2024`);
  await expect(page.getByRole('heading', { level: 2, name: 'Weight by domestic mode, freight to, from and within Virginia, 2017 (base year) compared with 2024' })).toBeVisible();
  for (const row of await bodyRows(page)) {
    const [from, to, change, percent] = [figure(row[1]!), figure(row[2]!), figure(row[3]!), Number(row[4]!.replace('%', ''))];
    expect(change).toBeCloseTo(to - from, 0);
    expect(percent).toBeCloseTo((100 * (to - from)) / from, 0);
  }
  await expect(page.locator('.tabulation__table tfoot th')).toHaveText('Total');
  await expectNoSeriousA11yViolations(page);

  // An address the data cannot answer says why and shows the default table.
  await page.goto(`${route}&year=2017,2024`);
  await expect(page.locator('.freight-tabulation').getByRole('alert')).toContainText('year: figures of several years are not added up');
});

test('the tabulation tool on a phone: the form and the table work at 390 px', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the desktop test covers the wide layout');
  await page.goto(`${route}&rows=destination&measure=length_of_haul&direction=outbound`);
  await expect(page.getByRole('heading', { level: 2, name: /^Average length of haul by destination, freight leaving Virginia/ })).toBeVisible();
  // The page does not scroll sideways; the table scrolls inside its own region, which takes focus.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const region = page.locator('.chart-table__scroll').and(page.getByRole('region', { name: /^Average length of haul by destination/ }));
  await region.focus();
  await expect(region).toBeFocused();
  expect((await bodyRows(page)).length).toBeGreaterThan(20);
  // Miles are whole numbers.
  for (const row of (await bodyRows(page)).slice(0, 5)) expect(row[1]).toMatch(/^[\d,]+$/);
  await page.getByLabel('Rows', { exact: true }).selectOption('distance_band');
  await page.getByRole('button', { name: 'Show the table' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Average length of haul by distance band/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
