import { expect, test } from './browser-test';

test('on a phone the explorer says it is not supported on mobile and offers the phone’s comment map instead', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => void (response.request().resourceType() === 'script' && scripts.push(response.url())));
  await page.goto('/interactvtrans/map-explorer');
  const notice = page.getByRole('note');
  await expect(notice).toContainText('This page is not supported on mobile.');
  await expect(page.locator('.maplibregl-canvas')).toHaveCount(0);
  // MapLibre is not even downloaded for a map the phone does not show.
  await page.waitForLoadState('networkidle');
  const downloaded = await Promise.all(scripts.map((url) => page.request.get(url).then((response) => response.text())));
  expect(downloaded.some((source) => source.includes('maplibregl'))).toBe(false);
  await notice.getByRole('link', { name: 'comment on a place on the map' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment on a place');
});

test('a phone turned to a screen wide enough loads the map then', async ({ page }) => {
  await page.goto('/interactvtrans/map-explorer');
  await expect(page.getByRole('note')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('note')).toBeHidden();
});
