import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { bodyRows, tabulationRoute } from './freight-views';

// The freight views on a phone (the wide layouts are in freight-tabulation-desktop.spec.ts).

test('the tabulation tool on a phone: the form and the table work at 390 px', async ({ page }) => {
  await page.goto(`${tabulationRoute}&rows=destination&measure=length_of_haul&direction=outbound`);
  await expect(page.getByRole('heading', { level: 2, name: /^Average length of haul by destination, freight leaving Virginia/ })).toBeVisible();
  // The page does not scroll sideways; the table scrolls inside its own region, which takes focus.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const region = page.locator('.chart-table__scroll').and(page.getByRole('region', { name: /^Average length of haul by destination/ }));
  await region.focus();
  await expect(region).toBeFocused();
  expect((await bodyRows(page)).length).toBeGreaterThan(20);
  // Miles are whole numbers.
  for (const row of (await bodyRows(page)).slice(0, 5)) expect(row[1]).toMatch(/^[\d,]+$/);
  // The flow map waits for a press on a phone; its list and table are there at once.
  await page.goto('/interactvtrans/data-explorer?dataset=freight&view=map');
  await expect(page.getByRole('list', { name: 'The ten largest flows' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.locator('.flow-map canvas')).toHaveCount(0);
  await page.getByRole('button', { name: 'Load the map' }).click();
  await expect(page.locator('.flow-map canvas')).toBeVisible();
  await page.goto(`${tabulationRoute}&rows=destination&measure=length_of_haul&direction=outbound`);
  await page.getByLabel('Rows', { exact: true }).selectOption('distance_band');
  await page.getByRole('button', { name: 'Show the table' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Average length of haul by distance band/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
