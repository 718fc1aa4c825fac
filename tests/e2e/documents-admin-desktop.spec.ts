import { expect, test } from './browser-test';
import { deleteDocument } from '@vtrans/db';
import { writeSeedPdf } from '@vtrans/seed';
import { localFileStorage } from '@vtrans/storage';
import { expectNoSeriousA11yViolations } from './axe';
import { signInBrowser } from './auth-fixtures';
import { e2eDataDir } from './e2e-env';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

test('staff upload a PDF; once read it is found by a phrase inside it; removed, it is gone with its file', async ({ page, context, request }) => {
  await signInBrowser(db(), context, 'reviewer');
  const stamp = Date.now();
  const marker = `zephyrine${stamp}`;
  // A name of the test's own; the document leaves the library after the test with its file, however it ended.
  const fileName = `Culvert Inventory ${stamp}.pdf`;
  const title = `Culvert Inventory ${stamp}`;
  afterTest(async (database) => {
    for (const { id } of await database.selectFrom('documents').select('id').where('file_name', '=', fileName).execute()) {
      const storageKey = await database.transaction().execute((trx) => deleteDocument(trx, id));
      if (storageKey) await localFileStorage(e2eDataDir()).remove(storageKey);
    }
  });
  const pdf = await writeSeedPdf({ title: 'Culvert Inventory', paragraphs: [`The ${marker} culvert under Route 11 floods twice a year.`] });

  await page.goto('/admin/documents');
  await expectNoSeriousA11yViolations(page);
  const form = page.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel(/^File/).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Date', { exact: true }).fill('2025-05-20');
  await form.getByLabel('Tags (separated by commas)').fill('Resilience, Data');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('status')).toHaveText(new RegExp(`^Uploaded ${title}\\.pdf\\.`));

  // The worker reads the text; then site search finds the phrase from inside the PDF.
  await expect
    .poll(async () => (await (await request.get(`/api/search?searchString=${marker}%20culvert&matchWholePhrase=true`)).json()).data.total, { timeout: 20_000 })
    .toBe(1);
  await page.goto(`/search?searchString=${marker}`);
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/resources/${fileName}`);
  expect((await request.get(`/resources/${encodeURIComponent(fileName)}`)).status()).toBe(200);

  // A second file of the same name is refused.
  await page.goto('/admin/documents');
  await form.getByLabel(/^File/).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await form.getByLabel('Title', { exact: true }).fill('Again');
  await form.getByLabel('Date', { exact: true }).fill('2025-05-21');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText(`A document named ${fileName} is already in the library. Rename the file, or remove the other one first.`);

  await page.getByText(`${title} · ${fileName}`).click();
  await page.getByRole('button', { name: `Remove ${fileName}` }).click();
  await expect(page.getByText(`${title} · ${fileName}`)).toHaveCount(0);
  expect((await request.get(`/resources/${encodeURIComponent(fileName)}`)).status()).toBe(404);
  expect((await (await request.get(`/api/search?searchString=${marker}`)).json()).data.total).toBe(0);
});
