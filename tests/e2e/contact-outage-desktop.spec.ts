// Runs in the desktop project only (see playwright.config.ts): it starts a server of its own.
import { expect, test } from './browser-test';
import { e2ePort } from './e2e-env';
import { uniqueAddress } from './mailbox';
import { type ProxiedApp, startAppBehindProxy } from './proxied-app';

test.describe('contact form while Postgres is unreachable', () => {
  let app: ProxiedApp;

  test.beforeAll(async () => {
    app = await startAppBehindProxy(e2ePort + 3, 'postgres');
  });

  test.afterAll(async () => {
    await app.stop();
  });

  test('says the message could not be sent, keeps what was written, and works again after', async ({ page }) => {
    await page.goto(`${app.baseUrl}/get-involved/contact-us`);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Your name').fill('Lee');
    // An address of its own: the message goes once the database is back, and its copy with it.
    await page.getByLabel('Your email').fill(uniqueAddress('lee'));
    await page.getByLabel('Message').fill('Where can I find the freight data?');

    await app.proxy.cut();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not send your message just now.' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Message')).toHaveValue('Where can I find the freight data?');

    await app.proxy.restore();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you — your message has been sent.', { timeout: 15_000 });
  });
});
