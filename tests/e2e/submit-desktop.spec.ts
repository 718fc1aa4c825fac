import { sitePaths } from '@vtrans/contracts/site-paths';
import { expect, test } from './browser-test';
import { zipSync } from 'fflate';
import { pointShapefile } from '../support/shapefile';
import { expectNoSeriousA11yViolations } from './axe';
import { createUser, signedInCookie, signInBrowser } from './auth-fixtures';
import { e2eBaseUrl } from './e2e-env';
import { runDatabase } from './run-database';

const db = runDatabase();

test.beforeEach(async ({ page }) => {
  await signInBrowser(db(), page.context(), 'locality');
});

const sidewalks = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Broad St' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-77.45, 37.55],
          [-77.43, 37.55],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Main St' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-77.44, 37.54],
          [-77.42, 37.54],
        ],
      },
    },
  ],
});

test('a locality user checks a file, sees its preview, submits, follows it to processed, and sends a new version when asked', async ({ page, request }) => {
  await page.goto('/interactvtrans/submit');
  await expect(page.getByText('You have not submitted any data yet.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Submit a layer' });
  await form.getByLabel(/^File/).setInputFiles({ name: 'sidewalks.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(sidewalks) });
  await expect(form.getByRole('status').filter({ hasText: / with \d+ features?\./ })).toContainText(
    'A GeoJSON file with 2 features. Coordinate system: WGS 84 (EPSG:4326), as the file says.',
  );
  await expect(page.getByLabel('Preview of the file’s features')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The same schema as the server: a missing title and category are named before anything is sent.
  await form.getByRole('button', { name: 'Submit the layer' }).click();
  await expect(form.getByText('Please give the layer a title.')).toBeVisible();
  await expect(form.getByText('Please choose a category from the list.')).toBeVisible();

  await form.getByLabel('Title').fill('Richmond sidewalk gaps');
  await form.getByLabel('Category').selectOption('Walking and biking');
  await expect(form.getByLabel('Locality')).toHaveValue('51760');
  await form.getByRole('button', { name: 'Submit the layer' }).click();
  await expect(page).toHaveURL(/\/interactvtrans\/submit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Richmond sidewalk gaps');
  // The page refreshes itself until the worker has processed the file.
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Status:' })).toContainText('Status: Processed — waiting for staff review', {
    timeout: 15_000,
  });
  await expect(page.getByRole('row').filter({ hasText: '2 features loaded (lines), read in WGS 84 (EPSG:4326). They are in City of Richmond.' })).toBeVisible();
  // The version's report, sentence by sentence.
  await expect(page.getByRole('listitem').filter({ hasText: /^They are in City of Richmond\.$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Staff ask for changes; the submitter sends a new version from the same page.
  const submissionID = Number(page.url().split('/').at(-1));
  const reviewer = await createUser(db(), 'reviewer');
  const cookie = await signedInCookie(db(), reviewer.id);
  const csrf = (await (await request.get('/api/auth/csrf', { headers: { cookie } })).json()).data.csrfToken as string;
  for (const [status, note] of [
    ['in_review', ''],
    ['changes_requested', 'Please add the sidewalks on Cary St.'],
  ]) {
    const moved = await request.post('/api/spatial-data/submission/status', {
      headers: { origin: e2eBaseUrl, cookie, 'x-csrf-token': csrf },
      data: { submissionID, status, note },
    });
    expect(moved.status()).toBe(201);
  }
  await page.reload();
  const resubmit = page.getByRole('form', { name: 'Send a new version' });
  await resubmit.getByLabel(/^File/).setInputFiles({ name: 'sidewalks-v2.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(sidewalks) });
  await expect(resubmit.getByRole('status').filter({ hasText: / with \d+ features?\./ })).toContainText('A GeoJSON file with 2 features.');
  await resubmit.getByLabel('What changed in this version (optional, for the reviewer)').fill('Added the sidewalks on Cary St.');
  await resubmit.getByRole('button', { name: 'Send the new version' }).click();
  await expect(page.getByRole('heading', { name: 'Version 2' })).toBeVisible();
  // The note is the new version's own, and its reviewer reads it on the review page (issue 59).
  await expect(page.getByRole('row').filter({ hasText: 'Added the sidewalks on Cary St.' })).toBeVisible();
  const reviewPage = await page.context().browser()!.newContext();
  await reviewPage.addCookies([{ name: cookie.split('=')[0]!, value: cookie.split('=').slice(1).join('='), url: e2eBaseUrl }]);
  const review = await reviewPage.newPage();
  await review.goto(`${e2eBaseUrl}${sitePaths.submissionReview(submissionID)}`);
  const notes = review.getByRole('region', { name: 'Notes on this submission' });
  await expect(notes.getByRole('listitem').filter({ hasText: 'Version 2, submitted, by the locality' })).toContainText('Added the sidewalks on Cary St.');
  await reviewPage.close();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Status:' })).toContainText('Status: Processed — waiting for staff review', {
    timeout: 15_000,
  });
  await expect(page.getByRole('row').filter({ hasText: 'Please add the sidewalks on Cary St.' })).toBeVisible();
});

test('a Shapefile without its .prj asks for the coordinate system, then previews it', async ({ page }) => {
  // City Hall in Virginia State Plane North (US feet), as PostGIS computes it.
  const { rows } = await (
    await import('@vtrans/db')
  ).sql<{ x: number; y: number }>`
    select st_x(p) as x, st_y(p) as y from (select st_transform(st_setsrid(st_makepoint(-77.433, 37.5407), 4326), 2283) as p) as t`.execute(db());
  const { shp, shx, dbf } = pointShapefile([{ x: rows[0]!.x, y: rows[0]!.y, name: 'City Hall' }]);
  await page.goto('/interactvtrans/submit');
  const form = page.getByRole('form', { name: 'Submit a layer' });
  await form.getByLabel(/^File/).setInputFiles({
    name: 'points.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync({ 'points.shp': shp, 'points.shx': shx, 'points.dbf': dbf })),
  });
  await expect(form.getByText('The Shapefile has no .prj file, so its coordinate system is unknown. Choose it below.')).toBeVisible();
  // The picker searches all of EPSG; the code finds it.
  await form.getByLabel('Find a coordinate system by EPSG code or name').fill('2283');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByText('1 coordinate system found; choose one from the list.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel('Coordinate system (Virginia’s are listed first)').selectOption('2283');
  await expect(form.getByRole('status').filter({ hasText: / with \d+ features?\./ })).toContainText(
    'A zipped Shapefile with 1 feature. Coordinate system: NAD83 / Virginia North (ftUS) (EPSG:2283).',
  );
  await expect(form.locator('.location-ok')).toHaveText('The feature is in City of Richmond.');
  await expect(page.getByLabel('Preview of the file’s features')).toBeVisible();
});

test('the pre-check says where the features are: outside Virginia is a problem that stops the submission, outside one’s own locality a warning', async ({
  page,
}) => {
  const feature = (name: string, coordinates: [number, number]) => ({ type: 'Feature', properties: { name }, geometry: { type: 'Point', coordinates } });
  const geojson = (...features: object[]) => Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }));
  await page.goto('/interactvtrans/submit');
  const form = page.getByRole('form', { name: 'Submit a layer' });
  await form.getByLabel('Title').fill('Transit stops');
  await form.getByLabel('Category').selectOption('Transit');

  // Longitude and latitude swapped, as a spreadsheet export often does: the point lands near the South Pole.
  await form
    .getByLabel(/^File/)
    .setInputFiles({ name: 'stops.geojson', mimeType: 'application/geo+json', buffer: geojson(feature('City Hall', [37.5407, -77.433])) });
  await expect(form.locator('.location-error')).toHaveText('Problem: This feature is in Antarctica, not Virginia: check the coordinate system.');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Submit the layer' }).click();
  await expect(form.getByText('This feature is in Antarctica, not Virginia: check the coordinate system.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/interactvtrans\/submit$/);

  // One stop in Richmond (the user's locality) and one in Norfolk: submittable, with a warning.
  await form.getByLabel(/^File/).setInputFiles({
    name: 'stops.geojson',
    mimeType: 'application/geo+json',
    buffer: geojson(feature('City Hall', [-77.433, 37.5407]), feature('Norfolk City Hall', [-76.2894, 36.8464])),
  });
  await expect(form.locator('.location-ok')).toHaveText('All 2 features are in City of Norfolk and City of Richmond.');
  await expect(form.locator('.location-warning')).toHaveText(
    'Warning: 1 feature is outside City of Richmond, your locality. You can still submit it if that is intended.',
  );
  await expect(page.getByLabel('Preview of the file’s features')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Submit the layer' }).click();
  await expect(page).toHaveURL(/\/interactvtrans\/submit\/\d+$/);
});

test('the upload page names every format the pre-check accepts, in its text and on the file field (issue 35)', async ({ page }) => {
  await signInBrowser(db(), page.context(), 'locality');
  await page.goto('/interactvtrans/submit');
  const main = page.getByRole('main');
  // Each of the eight, as GIS staff know them: the page's text listed four.
  for (const name of [
    'GeoJSON',
    'zipped Shapefile',
    'GeoPackage',
    'zipped File Geodatabase',
    'KML or KMZ',
    'GPX',
    'CSV file with latitude and longitude columns or a WKT column',
  ]) {
    await expect(main.locator('p').filter({ hasText: 'Upload a GeoJSON file' }), name).toContainText(name);
    await expect(page.locator('label[for]').filter({ hasText: /^File:/ }), name).toContainText(name);
  }
});
