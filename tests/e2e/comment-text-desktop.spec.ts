import { insertComment } from '@vtrans/db';
import { expect, test } from './browser-test';
import { runDatabase } from './run-database';

const db = runDatabase();

test('what people write is kept whole and shown as text, never run (issue 22, slip 0)', async ({ page }) => {
  const marker = Date.now();
  const text = `Speeds < 25 mph near the school, > 40 on the bypass. I <3 the new trail <img src=x onerror="window.__owned = 1"> (weight <10t) ${marker}`;
  await db()
    .transaction()
    .execute((trx) =>
      insertComment(trx, {
        geometry: { type: 'Point', coordinates: [-77.436, 37.541] },
        category: 'Safety',
        text,
        name: '<b>Ana</b>',
        locationNote: 'Broad <-> 5th',
      }),
    );

  await page.goto('/interactvtrans/comments');
  const row = page.getByRole('row').filter({ hasText: String(marker) });
  // The cell's label ("Comment") shows only in the narrow screens' card layout.
  await expect(row.getByRole('cell').nth(3)).toHaveText(`Comment${text}— <b>Ana</b>`);
  await expect(row).toContainText('Broad <-> 5th');
  await expect(row.locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
});
