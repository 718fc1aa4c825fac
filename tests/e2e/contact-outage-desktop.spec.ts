// Runs in the desktop project only (see playwright.config.ts): it starts a server of its own.
import { expect, test } from '@playwright/test';
import { type NextServer, startNextServer } from '../support/next-server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { e2eDatabaseUrl, e2ePort } from './e2e-env';

test.describe('contact form while Postgres is unreachable', () => {
  const port = e2ePort + 3;
  let proxy: TcpProxy;
  let server: NextServer;

  test.beforeAll(async () => {
    // A second instance of the built app whose only way to Postgres is a proxy this test controls.
    const database = new URL(e2eDatabaseUrl());
    proxy = await startTcpProxy(Number(database.port || 5432), database.hostname);
    database.host = `127.0.0.1:${proxy.port}`;
    server = startNextServer(port, { ...process.env, DATABASE_URL: database.toString(), LOG_LEVEL: 'silent' }, 'ignore');
    await expect
      .poll(async () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status).catch(() => 0), { timeout: 30_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    await server.stop();
    await proxy.close();
  });

  test('says the message could not be sent, keeps what was written, and works again after', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${port}/get-involved/contact-us`);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Your name').fill('Lee');
    await page.getByLabel('Your email').fill('lee@example.org');
    await page.getByLabel('Message').fill('Where can I find the freight data?');

    await proxy.cut();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not send your message just now.' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Message')).toHaveValue('Where can I find the freight data?');

    await proxy.restore();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you — your message has been sent.', { timeout: 15_000 });
  });
});
