import { insertComment } from '@vtrans/db';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './browser-test';
import { expectMail, uniqueAddress } from './mailbox';
import { runDatabase } from './run-database';

const db = runDatabase();

/** A path with its query, from the first link to `path` in an e-mail's text. */
const linkIn = (text: string, path: string) => new RegExp(`https?://[^/\\s]+(${path.replace('?', '\\?')}\\?token=[\\w-]+)`).exec(text)![1]!;

async function comment(lon: number, lat: number, text: string) {
  await db()
    .transaction()
    .execute((trx) => insertComment(trx, { geometry: { type: 'Point', coordinates: [lon, lat] }, category: 'Safety', text }));
}

test('a resident asks for Henrico alerts, confirms by e-mail, hears of a Henrico comment and not a Richmond one, then changes and stops them', async ({
  page,
}) => {
  test.slow();
  const address = uniqueAddress('henrico');

  await page.goto('/newsletter');
  await page.getByRole('link', { name: 'locality alerts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locality alerts');
  const form = page.getByRole('form', { name: 'Ask for locality alerts' });
  await form.getByLabel('E-mail address').fill(address);
  // No locality chosen: the answer names the field and keeps what was chosen.
  await form.getByLabel('Staff responses to comments').check();
  await form.getByRole('button', { name: 'Ask for alerts' }).click();
  await expect(form.locator('#localities-error')).toHaveText('Please choose at least one locality.');
  await expect(form.getByRole('group', { name: 'Localities' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Staff responses to comments')).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel('Staff responses to comments').uncheck();
  await form.getByLabel('Find a locality').fill('henr');
  await expect(form.getByRole('checkbox', { name: 'Arlington County' })).toHaveCount(0);
  await form.getByLabel('Henrico County').check();
  await form.getByRole('button', { name: 'Ask for alerts' }).click();
  await expect(page.getByRole('status')).toContainText('Almost done: we sent you an e-mail.');

  const [confirmation] = await expectMail(address, 1);
  expect(confirmation!.text).toContain('Localities: Henrico County');
  await page.goto(linkIn(confirmation!.text, '/alerts/confirm'));
  await page.getByRole('button', { name: 'Confirm my alerts' }).click();
  await expect(page.getByRole('status')).toContainText('your alerts are on');

  await comment(-77.51, 37.66, `Staples Mill crossing needs a signal (${address}).`);
  await comment(-77.436, 37.541, `Broad Street needs shade (${address}).`);
  const [alert] = await expectMail(address, 1, (mail) => mail.subject.startsWith('New comment'));
  expect(alert!.subject).toBe('New comment in Henrico County');
  expect(alert!.text).toContain('Staples Mill crossing needs a signal');

  // The alert's link: change to a daily digest, then stop.
  await page.goto(linkIn(alert!.text, '/alerts/manage'));
  await expect(page.getByText(`Alerts to ${address}, for Henrico County.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const manage = page.getByRole('form', { name: 'Change your alerts' });
  await manage.getByLabel(/One e-mail a day/).check();
  await manage.getByRole('button', { name: 'Save my choices' }).click();
  await expect(manage.getByRole('status')).toHaveText('Saved: your alerts follow these choices from now on.');
  expect((await db().selectFrom('alert_subscriptions').select('frequency').where('email', '=', address).executeTakeFirstOrThrow()).frequency).toBe('daily');
  await page.getByRole('button', { name: 'Stop all my alerts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your alerts are stopped');
  expect((await db().selectFrom('alert_subscriptions').select('status').where('email', '=', address).executeTakeFirstOrThrow()).status).toBe('unsubscribed');
});
