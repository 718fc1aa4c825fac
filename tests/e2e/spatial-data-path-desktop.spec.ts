import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './browser-test';
import { buildGdalFixtures } from '../support/gdal-fixtures';
import { signInBrowser } from './auth-fixtures';
import { expectMail, staffInbox } from './mailbox';
import { cleanUpAfterEach, runDatabase } from './run-database';
import { removeLayersSubmittedAs } from './submissions';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

test('the whole path in the browser: a real Shapefile uploaded, processed, reviewed, approved and shown in the map explorer', async ({ browser }) => {
  const folder = await mkdtemp(path.join(tmpdir(), 'vtrans-path-'));
  try {
    const fixtures = await buildGdalFixtures(folder);
    const title = `Richmond and Henrico boundaries ${Date.now()}`;
    // The layer published here leaves the map after the test, however it ended: other specs read the layer lists.
    afterTest((database) => removeLayersSubmittedAs(database, title));
    const signedInPage = async (role: 'locality' | 'reviewer') => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const user = await signInBrowser(db(), context, role);
      return { page: await context.newPage(), email: user.email };
    };

    // The locality uploads the GDAL Shapefile (Virginia State Plane North, US feet, with its .prj).
    const locality = await signedInPage('locality');
    await locality.page.goto('/interactvtrans/submit');
    const form = locality.page.getByRole('form', { name: 'Submit a layer' });
    await form.getByLabel(/^File/).setInputFiles({ name: 'boundaries.zip', mimeType: 'application/zip', buffer: Buffer.from(fixtures.shapefile) });
    await expect(form.getByRole('status').filter({ hasText: / with \d+ features?\./ })).toContainText(
      'A zipped Shapefile with 2 features. Coordinate system: NAD83 / Virginia North (ftUS) (EPSG:2283), as the file says.',
    );
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').selectOption('Land use');
    await form.getByRole('button', { name: 'Submit the layer' }).click();
    await expect(locality.page.getByRole('main').getByRole('status').filter({ hasText: 'Status:' })).toContainText(
      'Status: Processed — waiting for staff review',
      { timeout: 15_000 },
    );
    await expectMail(staffInbox.spatialData, 1, (mail) => mail.subject === `New spatial data submission: ${title}`);
    await expectMail(locality.email, 1, (mail) => mail.subject === `Your layer was processed: ${title}`);

    // A reviewer finds it in intake, reviews it on the map and approves it.
    const reviewer = await signedInPage('reviewer');
    await reviewer.page.goto('/admin/spatial-data/intake?status=processed');
    await reviewer.page.getByRole('link', { name: title }).click();
    await expect(reviewer.page.getByRole('definition').filter({ hasText: 'Henrico County' })).toContainText('City of Richmond');
    await reviewer.page.getByRole('button', { name: 'Start the review' }).click();
    const decision = reviewer.page.getByRole('form', { name: 'Review decision' });
    await decision.getByLabel('Note to the submitter').fill('Thank you for the boundaries.');
    await decision.getByRole('button', { name: 'Approve and publish…' }).click();
    await decision.getByRole('button', { name: 'Yes, publish it and e-mail the submitter' }).click();
    await expect(decision.getByRole('status')).toHaveText('Decision saved; the submitter is told by e-mail.');
    await expectMail(locality.email, 1, (mail) => mail.subject === `Your layer was approved: ${title}`);

    // The submitter sees it approved; anyone sees the new layer in the map explorer.
    await locality.page.reload();
    await expect(locality.page.getByRole('main').getByRole('status').filter({ hasText: 'Status:' })).toContainText('Status: Approved — on the public map');
    await locality.page.goto('/interactvtrans/map-explorer');
    await expect(locality.page.getByRole('checkbox', { name: title })).toBeVisible();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
