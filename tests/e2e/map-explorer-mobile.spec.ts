import { expect, test } from '@playwright/test';

test('on a phone the explorer says it is not supported on mobile and offers the comments list instead', async ({ page }) => {
  await page.goto('/interactvtrans/map-explorer');
  const notice = page.getByRole('note');
  await expect(notice).toContainText('This page is not supported on mobile.');
  await expect(page.locator('.maplibregl-canvas')).toBeHidden();
  await notice.getByRole('link', { name: 'read and add comments' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public comments');
});
