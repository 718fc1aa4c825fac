import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { signInBrowser } from './auth-fixtures';
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
    geometry: { type: 'LineString', coordinates: [[-77.45, 37.545], [-77.43, 37.545]] },
  });
  const paris = await failedSubmission(request, db(), `Paris by mistake ${stamp}`);

  await signInBrowser(db(), page.context(), 'reviewer');

  await page.goto('/admin/spatial-data/intake?status=failed');
  await expectNoSeriousA11yViolations(page);
  const failedRow = page.getByRole('row').filter({ hasText: `Paris by mistake ${stamp}` });
  await expect(failedRow).toContainText('Failed — the file could not be read (see the reason)');
  await failedRow.getByRole('button', { name: 'Run processing again' }).click();
  // The job runs again and fails again for the same reason; the history shows staff's re-run.
  await expect.poll(async () => (await db().selectFrom('submission_status_records').select(['status', 'actor']).where('submission_id', '=', paris.submissionID).orderBy('id').execute()).map((row) => `${row.status}/${row.actor}`), { timeout: 15_000 }).toEqual([
    'submitted/submitter',
    'processing/system',
    'failed/system',
    'processing/staff',
    'failed/system',
  ]);

  await page.goto('/admin/spatial-data/review');
  // Issue 35 (6): the list says, in words, where each one stands, who sent it, when, and how long it has waited.
  const waiting = page.getByRole('main').getByRole('listitem').filter({ hasText: `Bike lanes ${stamp}` });
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
  const published = async () => ((await (await request.get('/api/map-explorer/get-layer-metadata')).json()).data as { layerID: string }[]).map((layer) => layer.layerID);
  expect(await published()).not.toContain(`submission-${lanes.submissionID}`);
  expect(await db().selectFrom('submission_status_records').select('status').where('submission_id', '=', lanes.submissionID).where('status', '=', 'approved').execute()).toEqual([]);

  await decision.getByRole('button', { name: 'Approve and publish…' }).click();
  await confirmation.getByRole('button', { name: 'Yes, publish it and e-mail the submitter' }).click();
  await expect(decision.getByRole('status')).toHaveText('Decision saved; the submitter is told by e-mail.');
  await expectMail(lanes.email, 1, (mail) => mail.subject === `Your layer was approved: Bike lanes ${stamp}`);
  expect(await published()).toContain(`submission-${lanes.submissionID}`);
  const audit = await db().selectFrom('audit_log').select(['action', 'details']).where('subject', '=', `submission:${lanes.submissionID}`).execute();
  expect(audit.map((entry) => entry.action)).toEqual(['submission.decide']);
});
