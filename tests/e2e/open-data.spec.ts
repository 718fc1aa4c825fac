import { listLayerFields } from '@vtrans/db';
import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { runDatabase } from './run-database';

// Issue 23: a person finds a dataset, reads what it is and holds, and gets it in the format their
// software reads; the feature API's HTML answers are pages a person can use too.
const db = runDatabase();

test('from Available Datasets to a dataset page: its facts, fields, extent map, downloads and DCAT JSON-LD', async ({ page }) => {
  await page.goto('/interactvtrans/available-datasets');
  const table = page.getByRole('table', { name: 'Datasets in the Map Explorer' });
  await expect(table.getByRole('link', { name: /^GeoPackage\s*of Urban Development Areas$/ })).toHaveAttribute(
    'href',
    '/api/datasets/urban-development-areas/download/gpkg',
  );
  await expectNoSeriousA11yViolations(page);
  await table.getByRole('link', { name: 'Urban Development Areas', exact: true }).click();

  await expect(page).toHaveURL(/\/interactvtrans\/datasets\/urban-development-areas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Urban Development Areas' })).toBeVisible();
  await expect(page).toHaveTitle(/Urban Development Areas \(dataset\)/);
  const count = await db()
    .selectFrom('layer_features')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('layer_id', '=', 'urban-development-areas')
    .executeTakeFirstOrThrow();
  await expect(page.locator('.dataset-facts')).toContainText(`Features${count.n} (Areas)`);
  await expect(page.locator('.dataset-facts')).toContainText('LicenceCreative Commons Attribution 4.0');
  await expect(page.getByRole('img', { name: /Map of the dataset's extent/ })).toBeVisible();

  const fields = await listLayerFields(db(), 'urban-development-areas');
  const rows = page.getByRole('table', { name: 'Fields of Urban Development Areas' }).locator('tbody tr');
  await expect(rows).toHaveCount(fields.length);
  for (const field of fields) await expect(rows.filter({ hasText: field.name })).toContainText(field.sample ?? '—');

  const downloads = page.locator('.dataset-downloads a');
  await expect(downloads).toHaveCount(5);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^GeoJSON\s*of Urban Development Areas$/ }).click();
  expect((await download).suggestedFilename()).toBe('urban-development-areas.geojson');

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'dcat:Dataset', title: 'Urban Development Areas', accessLevel: 'public' });
  expect(jsonLd.identifier).toMatch(/\/interactvtrans\/datasets\/urban-development-areas$/);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/interactvtrans/datasets/no-such-dataset');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the feature API answers a browser in HTML that a person can read and follow', async ({ page }) => {
  await page.goto('/api/features');
  await expect(page.getByRole('heading', { level: 1, name: 'VTrans open data: OGC API – Features' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('link', { name: 'The collections as HTML' })
    .or(page.getByRole('link', { name: 'Collections', exact: true }))
    .first()
    .click();
  await expect(page.getByRole('table', { name: 'Collections of features' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('row', { name: /Mid-term needs by locality/ })
    .getByRole('link', { name: 'Browse its features' })
    .click();
  // One feature per locality: 133 in the seed, as the database holds them now.
  const count = await db()
    .selectFrom('layer_features')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('layer_id', '=', 'mid-term-needs-by-locality')
    .executeTakeFirstOrThrow();
  await expect(page.getByText(`Features 1 to 10 of ${count.n}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page.getByText(`Features 11 to 20 of ${count.n}.`)).toBeVisible();
});
