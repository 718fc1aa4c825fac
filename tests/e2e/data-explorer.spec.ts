import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { nuErrors } from './nu-checker';

/** The charted rows as the table shows them: one array of cell texts per row. */
async function tableRows(page: Page, id: string) {
  return page.locator(`#${id} tbody tr`).evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? '')));
}

/**
 * Every text of each chart lies inside its drawing, and no two texts overlap (issue 22, slip 1:
 * the longest bar's value lost its "K" at the right edge, and the axis title sat over the ticks).
 * Measured as drawn, so it holds whatever the width the chart is scaled to.
 */
async function expectChartTextsToFit(page: Page) {
  const problems = await page.locator('.plot-figure svg').evaluateAll((charts) =>
    charts.flatMap((chart, index) => {
      const frame = chart.getBoundingClientRect();
      const boxes = Array.from(chart.querySelectorAll('text'))
        .filter((text) => (text.textContent ?? '').trim() !== '')
        .map((text) => ({ text: text.textContent!.trim(), box: text.getBoundingClientRect() }));
      const outside = boxes
        .filter(({ box }) => box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5)
        .map(({ text }) => `chart ${index}: "${text}" outside the drawing`);
      const overlapping = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => a.box.left < b.box.right - 1 && b.box.left < a.box.right - 1 && a.box.top < b.box.bottom - 1 && b.box.top < a.box.bottom - 1)
          .map((b) => `chart ${index}: "${a.text}" overlaps "${b.text}"`),
      );
      return [...outside, ...overlapping];
    }),
  );
  expect(problems).toEqual([]);
}

/** Downloads the CSV beside the table with this id; answers its lines. */
async function downloadedCsv(page: Page, tableId: string) {
  const download = page.waitForEvent('download');
  await page
    .locator('.chart-table', { has: page.locator(`#${tableId}`) })
    .getByRole('link', { name: /^Download these \d+ rows \(CSV\)$/ })
    .click();
  return (await readFile((await (await download).path())!, 'utf8')).trim().split('\r\n');
}

test('filters change the chart, its table and the address; the CSV holds exactly the charted rows', async ({ page }) => {
  await page.goto('/interactvtrans/data-explorer');
  await expect(page.getByRole('heading', { level: 2, name: 'Population by locality, 2020 (largest 25)' })).toBeVisible();
  expect(await tableRows(page, 'chart-rows')).toHaveLength(25);
  await expect(page.getByRole('img', { name: /^Bar chart: Population by locality/ })).toBeVisible();
  // The first chart comes drawn in the page itself (by the server), a bar per row.
  const sent = await (await page.request.get('/interactvtrans/data-explorer')).text();
  expect(/<g aria-label="bar"[^>]*>(.*?)<\/g>/s.exec(sent)?.[1]?.match(/<rect/g)).toHaveLength(25);
  // Each chart is drawn wide and narrow; the one the column fits is shown.
  const bars = page.locator('.plot-figure > div:visible g[aria-label="bar"] rect');
  await expect(bars).toHaveCount(25);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('VDOT district', { exact: true }).selectOption('Salem');
  await page.getByLabel('Measure', { exact: true }).selectOption('employment');
  await page.getByLabel('Localities shown', { exact: true }).selectOption('10');
  await expect(page.getByRole('heading', { level: 2, name: 'Employment by locality, 2020, Salem District (largest 10)' })).toBeVisible();
  await expect(page).toHaveURL(/dataset=population-employment&measure=employment&year=2020&district=Salem&top=10/);
  // The browser draws the changed chart (Plot loads for it).
  await expect(bars).toHaveCount(10);
  const rows = await tableRows(page, 'chart-rows');
  expect(rows).toHaveLength(10);
  expect(rows.every((row) => row[1] === 'Salem')).toBe(true);
  const employment = rows.map((row) => Number(row[3]!.replaceAll(',', '')));
  expect(employment).toEqual([...employment].sort((a, b) => b - a));

  await expect(page.getByRole('link', { name: 'Download these 10 rows (CSV)' })).toBeVisible();
  const csv = await downloadedCsv(page, 'chart-rows');
  expect(csv[0]).toBe('Locality,VDOT district,Year,Employment');
  expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(rows.map((row) => row[0]));
  expect(csv.slice(1).map((line) => Number(line.split(',')[3]))).toEqual(employment);

  // The address alone opens the same view.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Employment by locality, 2020, Salem District (largest 10)' })).toBeVisible();
});

test('a shared link (interactive query) reopens the dataset with its filters', async ({ page }) => {
  await page.goto('/interactvtrans/data-explorer?dataset=needs');
  await page.getByLabel('VDOT district', { exact: true }).selectOption('Bristol');
  await page.getByLabel('Priority', { exact: true }).selectOption('1');
  await expect(page.getByRole('heading', { level: 2, name: 'Miles of mid-term need by category, Bristol District, priority 1' })).toBeVisible();
  const rows = await tableRows(page, 'chart-rows');
  await page.getByRole('button', { name: 'Get a link to this view' }).click();
  const link = await page.getByLabel('Link to this view').inputValue();
  expect(link).toMatch(/\/interactvtrans\/data-explorer\?query=[A-Za-z0-9_-]{12}$/);

  await page.goto('/interactvtrans/data-explorer');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 2, name: 'Miles of mid-term need by category, Bristol District, priority 1' })).toBeVisible();
  expect(await tableRows(page, 'chart-rows')).toEqual(rows);
  await expect(page.getByLabel('Priority', { exact: true })).toHaveValue('1');

  await page.goto('/interactvtrans/data-explorer?query=AAAAAAAAAAAA');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('That shared view no longer exists; showing the default chart instead.');
});

test('every dataset charts, with no serious accessibility problem', async ({ page }) => {
  for (const [dataset, heading] of [
    ['travel-markets', 'Miles of need by travel market, statewide'],
    ['needs', 'Miles of mid-term need by category, statewide'],
    ['by-the-numbers', 'Virginia by the numbers: miles'],
  ]) {
    await page.goto(`/interactvtrans/data-explorer?dataset=${dataset}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    expect((await tableRows(page, 'chart-rows')).length).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto('/interactvtrans/tutorials/data-explorer');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Explorer tutorial' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('freight: the four charts follow the filters, on the explorer and the freight plan page', async ({ page }) => {
  await page.goto('/interactvtrans/data-explorer?dataset=freight');
  await expect(page.getByRole('heading', { name: 'Top commodities: Leaving Virginia, 2024, all modes' })).toBeVisible();
  for (const id of ['freight-top-commodities', 'freight-mode-split', 'freight-trend', 'freight-partners']) {
    const rows = await tableRows(page, id);
    expect(rows.length, id).toBeGreaterThan(0);
    // Issue 35: a column's figures are written one way — grouped by thousands, all with the same decimals.
    const amounts = rows.map((row) => row.at(-1)!);
    for (const amount of amounts) expect(amount, id).toMatch(/^\d{1,3}(,\d{3})*(\.\d)?$/);
    expect(new Set(amounts.map((amount) => amount.split('.')[1]?.length ?? 0)).size, `${id}: ${amounts.join(' ')}`).toBe(1);
  }
  await expect(page.getByRole('img', { name: /^Map of freight flows/ })).toBeVisible();
  await expect(page.locator('.plot-figure > div:visible svg')).toHaveCount(4);
  await expectChartTextsToFit(page);
  await expectNoSeriousA11yViolations(page);
  // The page as served, flow map legend and all, is valid HTML (issue 58: the legend was not).
  expect(
    await nuErrors([{ name: 'the freight data explorer', html: await (await page.request.get('/interactvtrans/data-explorer?dataset=freight')).body() }]),
  ).toEqual([]);

  const flow = page.waitForResponse((response) => response.url().includes('/api/freight/commodity-flow') && response.ok());
  await page.getByLabel('Area', { exact: true }).selectOption('region');
  await flow;
  await page.getByLabel('Region', { exact: true }).selectOption('512');
  await page.getByLabel('Direction', { exact: true }).selectOption('inbound');
  await page.getByLabel('Mode', { exact: true }).selectOption('rail');
  // Issue 22, slip 2: "Arriving in …", not "Arriving …".
  await expect(page.getByRole('heading', { name: 'Top commodities: Arriving in Virginia Beach–Norfolk, 2024, rail' })).toBeVisible();
  await expect(page).toHaveURL(/dataset=freight&scale=region&origin=512&direction=inbound&metric=tons&year=2024&mode=rail/);
  // The headings follow the filters at once; the tables when the last answer has come (the status
  // says "Loading…" until then). Read before, the table could still be the previous filters'.
  await expect(page.locator('.freight-charts__status')).toHaveText('');
  const partners = await tableRows(page, 'freight-partners');
  const csv = await downloadedCsv(page, 'freight-partners');
  expect(csv[0]).toBe('Origin,thousand tons');
  // The rows, then the figures' source as the last line (issue 57): the seed's sample says it is one.
  expect(csv.slice(1, -1).map((line) => line.split(',')[0])).toEqual(partners.map((row) => row[0]));
  expect(csv.at(-1)).toMatch(/^Sample data for trying the tools — not FHWA figures\. [^,]*,$/);

  await page.goto('/mid-term-planning/freight-plan?direction=within&metric=value');
  await expect(page.getByRole('heading', { name: 'Top commodities: Within Virginia, 2024, all modes' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top commodities (million dollars (2017))' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
