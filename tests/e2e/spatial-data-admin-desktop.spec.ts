import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { signedInCookie, signInBrowser } from './auth-fixtures';
import { e2eBaseUrl } from './e2e-env';
import { expectMail } from './mailbox';
import { cleanUpAfterEach, runDatabase } from './run-database';
import { failedSubmission, removeLayersSubmittedAs, submitAsLocality } from './submissions';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

test('staff re-run a failed submission from intake, then review, approve and publish another', async ({ page, request }) => {
  const stamp = Date.now();
  // The layer published here leaves the map after the test, however it ended: other specs read the layer lists.
  afterTest((database) => removeLayersSubmittedAs(database, `Bike lanes ${stamp}`));
  const lanes = await submitAsLocality(request, db(), `Bike lanes ${stamp}`, {
    type: 'Feature',
    properties: { name: 'Franklin St' },
    geometry: {
      type: 'LineString',
      coordinates: [
        [-77.45, 37.545],
        [-77.43, 37.545],
      ],
    },
  });
  const paris = await failedSubmission(request, db(), `Paris by mistake ${stamp}`);

  await signInBrowser(db(), page.context(), 'reviewer');

  await page.goto('/admin/spatial-data/intake?status=failed');
  await expectNoSeriousA11yViolations(page);
  const failedRow = page.getByRole('row').filter({ hasText: `Paris by mistake ${stamp}` });
  await expect(failedRow).toContainText('Failed — the file could not be read (see the reason)');
  await failedRow.getByRole('button', { name: 'Run processing again' }).click();
  // The job runs again and fails again for the same reason; the history shows staff's re-run.
  await expect
    .poll(
      async () =>
        (
          await db().selectFrom('submission_status_records').select(['status', 'actor']).where('submission_id', '=', paris.submissionID).orderBy('id').execute()
        ).map((row) => `${row.status}/${row.actor}`),
      { timeout: 15_000 },
    )
    .toEqual(['submitted/submitter', 'processing/system', 'failed/system', 'processing/staff', 'failed/system']);

  await page.goto('/admin/spatial-data/review');
  // Issue 35 (6): the list says, in words, where each one stands, who sent it, when, and how long it has waited.
  const waiting = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: `Bike lanes ${stamp}` });
  await expect(waiting).toContainText('City of Richmond');
  await expect(waiting).toContainText(/Processed — waiting for staff review, for \d+ (seconds|minutes)\./);
  await expect(waiting).toContainText(`Sent by ${lanes.email} on `);
  await expect(waiting).toContainText(/ on \d\d\/\d\d\/20\d\d, \d+:\d\d [AP]M E[SD]T\./);
  await page.getByRole('link', { name: `Bike lanes ${stamp}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bike lanes ${stamp}`);
  await expect(page.getByLabel(`Map of Bike lanes ${stamp}`)).toBeVisible();
  // The reviewer sees each feature's attributes before approving: a click on the line (the map
  // is fitted to it, so it crosses the centre), and the attribute table with the field's type.
  const reviewMap = page.getByLabel(`Map of Bike lanes ${stamp}`);
  await expect(async () => {
    const box = (await reviewMap.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2 + 4);
    await expect(page.locator('.maplibregl-popup').getByRole('heading', { level: 2 })).toHaveText('Franklin St', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const attributes = page.getByRole('table', { name: /^Features 1–1 of 1/ });
  await expect(attributes.getByRole('columnheader', { name: 'name text' })).toBeVisible();
  await expect(attributes.getByRole('row', { name: '1 Franklin St' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Start the review' }).click();
  const decision = page.getByRole('form', { name: 'Review decision' });
  await decision.getByLabel('Note to the submitter').fill('Thank you — published.');
  // Approving publishes and e-mails the locality: it is said first, with the e-mail as it goes (issue 56).
  await decision.getByRole('button', { name: 'Approve and publish…' }).click();
  const confirmation = decision.getByRole('group', { name: 'Please confirm' });
  await expect(confirmation).toContainText(`“Bike lanes ${stamp}” (version 1, 1 feature from City of Richmond) will be published at once`);
  await expect(confirmation).toContainText(`The submitter (${lanes.email}) is e-mailed.`);
  await expect(confirmation).toContainText('The layer is new: nothing of it is public yet.');
  await expect(confirmation).toContainText('The e-mail, as it will be sent to 1 person:');
  await expect(confirmation).toContainText(`Subject: Your layer was approved: Bike lanes ${stamp}`);
  await expect(confirmation).toContainText('Thank you — published.');
  await expectNoSeriousA11yViolations(page);
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(decision.getByRole('button', { name: 'Approve and publish…' })).toBeFocused();
  const published = async () =>
    ((await (await request.get('/api/map-explorer/get-layer-metadata')).json()).data as { layerID: string }[]).map((layer) => layer.layerID);
  expect(await published()).not.toContain(`submission-${lanes.submissionID}`);
  expect(
    await db()
      .selectFrom('submission_status_records')
      .select('status')
      .where('submission_id', '=', lanes.submissionID)
      .where('status', '=', 'approved')
      .execute(),
  ).toEqual([]);

  await decision.getByRole('button', { name: 'Approve and publish…' }).click();
  await confirmation.getByRole('button', { name: 'Yes, publish it and e-mail the submitter' }).click();
  await expect(decision.getByRole('status')).toHaveText('Decision saved; the submitter is told by e-mail.');
  await expectMail(lanes.email, 1, (mail) => mail.subject === `Your layer was approved: Bike lanes ${stamp}`);
  expect(await published()).toContain(`submission-${lanes.submissionID}`);
  const audit = await db().selectFrom('audit_log').select(['action', 'details']).where('subject', '=', `submission:${lanes.submissionID}`).execute();
  expect(audit.map((entry) => entry.action)).toEqual(['submission.decide']);
});

test('the review of a resubmission says what changed from the version before, and shows the notes on the way (issue 59)', async ({ page, request }) => {
  const title = `Bike docks ${Date.now()}`;
  afterTest((database) => removeLayersSubmittedAs(database, title));
  const dock = (name: string, lon: number, extra: Record<string, unknown> = {}) => ({
    type: 'Feature',
    properties: { name, ...extra },
    geometry: { type: 'Point', coordinates: [lon, 37.54] },
  });
  const { submissionID, cookie, csrf, statusOf } = await submitAsLocality(request, db(), title, {
    type: 'FeatureCollection',
    features: [dock('Dock A', -77.43), dock('Dock B', -77.44), dock('Dock C', -77.45)],
  });
  const reviewer = await signInBrowser(db(), page.context(), 'reviewer');
  const staffCookie = await signedInCookie(db(), reviewer.id);
  const staffCsrf = (await (await request.get('/api/auth/csrf', { headers: { cookie: staffCookie } })).json()).data.csrfToken as string;
  const move = (status: string, note?: string) =>
    request.post('/api/spatial-data/submission/status', {
      headers: { origin: e2eBaseUrl, cookie: staffCookie, 'x-csrf-token': staffCsrf },
      data: { submissionID, status, note },
    });
  expect((await move('in_review')).status()).toBe(201);
  expect((await move('changes_requested', 'Please rename Dock B and add the new dock on Main Street.')).status()).toBe(201);
  const second = await request.put('/api/spatial-data/submission', {
    headers: { origin: e2eBaseUrl, cookie, 'x-csrf-token': csrf },
    multipart: {
      submissionID: String(submissionID),
      file: {
        name: 'v2.geojson',
        mimeType: 'application/geo+json',
        buffer: Buffer.from(
          JSON.stringify({
            type: 'FeatureCollection',
            features: [dock('Dock A', -77.43), dock('Dock B North', -77.44), dock('Dock C', -77.45), dock('Main Street dock', -77.46, { opened: '2026' })],
          }),
        ),
      },
    },
  });
  expect(second.status()).toBe(201);
  await expect.poll(statusOf, { timeout: 15_000 }).toBe('processed');

  await page.goto(`/admin/spatial-data/review?submission=${submissionID}`);
  const changes = page.getByRole('region', { name: 'Changes from version 1 to 2' });
  await expect(changes.getByRole('listitem')).toHaveText([
    '2 features unchanged',
    '1 feature added',
    '0 features removed',
    '1 feature with other attributes, the same shape',
    '0 features moved or reshaped, the same attributes',
    'Fields added: opened',
  ]);
  await expect(changes.getByRole('table', { name: 'Changed attributes' }).getByRole('row').nth(1)).toHaveText('nameDock BDock B North');
  const notes = page.getByRole('region', { name: 'Notes on this submission' });
  await expect(notes).toContainText('Version 1, changes requested, by staff');
  await expect(notes).toContainText('Please rename Dock B and add the new dock on Main Street.');
  await expectNoSeriousA11yViolations(page);
});
