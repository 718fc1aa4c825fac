import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { expectMapLoaded } from './map-loaded';

test('a GAP-TA study shows its area on a map, its details and its documents', async ({ page, request }) => {
  await page.goto('/about/gap-ta');
  await page.getByRole('link', { name: 'Downtown Harrisonburg multimodal plan' }).click();
  await expect(page).toHaveURL(/\/gap-ta\/fy23-harrisonburg-uda$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Downtown Harrisonburg multimodal plan' })).toBeVisible();
  await expectMapLoaded(page.locator('.maplibregl-canvas'), 'Map of the study area of Downtown Harrisonburg multimodal plan, in City of Harrisonburg');
  await expect(page.getByRole('definition').filter({ hasText: 'FY23' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const href = await page.getByRole('link', { name: 'Study area (GeoJSON, for GIS)' }).getAttribute('href');
  const area = await request.get(href!);
  expect(area.headers()['content-type']).toBe('application/geo+json');
  const feature = await area.json();
  expect(feature).toMatchObject({
    type: 'Feature',
    properties: { id: 'fy23-harrisonburg-uda', locality: 'City of Harrisonburg' },
    geometry: { type: 'MultiPolygon' },
  });

  expect((await page.goto('/gap-ta/no-such-study'))!.status()).toBe(404);
});

test('the GAP-TA pages have no serious accessibility problem', async ({ page }) => {
  for (const path of ['/about/gap-ta', '/gap-ta/application', '/gap-ta/fy25-halifax-rural-access']) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
});
