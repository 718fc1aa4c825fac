import { expect, test } from './browser-test';
import { writeSeedPdf } from '@vtrans/seed';
import { expectNoSeriousA11yViolations } from './axe';
import { signInBrowser } from './auth-fixtures';
import { runDatabase } from './run-database';

const db = runDatabase();

test('staff upload a PDF; once read it is found by a phrase inside it; removed, it is gone with its file', async ({ page, context, request }) => {
  await signInBrowser(db(), context, 'reviewer');
  const marker = `zephyrine${Date.now()}`;
  const pdf = await writeSeedPdf({ title: 'Culvert Inventory', paragraphs: [`The ${marker} culvert under Route 11 floods twice a year.`] });

  await page.goto('/admin/documents');
  await expectNoSeriousA11yViolations(page);
  const form = page.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel(/^File/).setInputFiles({ name: 'Culvert Inventory.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await form.getByLabel('Title', { exact: true }).fill('Culvert Inventory');
  await form.getByLabel('Date', { exact: true }).fill('2025-05-20');
  await form.getByLabel('Tags (separated by commas)').fill('Resilience, Data');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Uploaded Culvert Inventory\.pdf\./);

  // The worker reads the text; then site search finds the phrase from inside the PDF.
  await expect
    .poll(async () => (await (await request.get(`/api/search?searchString=${marker}%20culvert&matchWholePhrase=true`)).json()).data.total, { timeout: 20_000 })
    .toBe(1);
  await page.goto(`/search?searchString=${marker}`);
  await expect(page.getByRole('link', { name: 'Culvert Inventory' })).toHaveAttribute('href', '/resources/Culvert Inventory.pdf');
  expect((await request.get('/resources/Culvert%20Inventory.pdf')).status()).toBe(200);

  // A second file of the same name is refused.
  await page.goto('/admin/documents');
  await form.getByLabel(/^File/).setInputFiles({ name: 'Culvert Inventory.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await form.getByLabel('Title', { exact: true }).fill('Again');
  await form.getByLabel('Date', { exact: true }).fill('2025-05-21');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText('A document named Culvert Inventory.pdf is already in the library. Rename the file, or remove the other one first.');

  await page.getByText('Culvert Inventory · Culvert Inventory.pdf').click();
  await page.getByRole('button', { name: 'Remove Culvert Inventory.pdf' }).click();
  await expect(page.getByText('Culvert Inventory · Culvert Inventory.pdf')).toHaveCount(0);
  expect((await request.get('/resources/Culvert%20Inventory.pdf')).status()).toBe(404);
  expect((await (await request.get(`/api/search?searchString=${marker}`)).json()).data.total).toBe(0);
});
