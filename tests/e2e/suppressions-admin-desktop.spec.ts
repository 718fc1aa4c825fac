import { expectNoSeriousA11yViolations } from './axe';
import { signInBrowser } from './auth-fixtures';
import { expect, test } from './browser-test';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

test('an admin suppresses an address, is told when it is suppressed already, and lets e-mail reach it again', async ({ page, context }) => {
  const admin = await signInBrowser(db(), context, 'admin');
  const address = `complained-${Date.now()}@example.org`;
  // Allowed again after the test, however it ended (the test itself does it last, through the page).
  afterTest((database) => database.deleteFrom('suppressions').where('email', '=', address).execute());

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Suppressed e-mail addresses' }).click();
  // Checked once the page has arrived: mid-navigation the document has no title yet.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suppressed addresses');
  await expectNoSeriousA11yViolations(page);
  const form = page.getByRole('form', { name: 'Suppress an address' });
  await form.getByLabel('E-mail address').fill(address.toUpperCase());
  await form.getByLabel('Note (optional)').fill('Asked by phone to stop all e-mail.');
  await form.getByRole('button', { name: 'Suppress' }).click();
  await expect(form.getByRole('status')).toHaveText(`No e-mail will go to ${address}.`);
  const row = page.getByRole('row', { name: new RegExp(address) });
  await expect(row).toContainText(`added by an admin (${admin.email}): Asked by phone to stop all e-mail.`);
  expect(await db().selectFrom('suppressions').select(['reason', 'created_by']).where('email', '=', address).executeTakeFirst()).toEqual({
    reason: 'admin',
    created_by: admin.id,
  });

  await form.getByLabel('E-mail address').fill(address);
  await form.getByRole('button', { name: 'Suppress' }).click();
  await expect(form.getByRole('alert')).toHaveText(`${address} is suppressed already.`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Allow e-mail to ${address}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(address) })).toHaveCount(0);
  expect(await db().selectFrom('suppressions').select('email').where('email', '=', address).executeTakeFirst()).toBeUndefined();
});
