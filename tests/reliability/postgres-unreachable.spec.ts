import { expect, test } from '../e2e/browser-test';
import { e2ePort } from '../e2e/e2e-env';
import { enqueue } from '@vtrans/db';
import { expectNoSeriousA11yViolations } from '../e2e/axe';
import { signInLinkEvent } from '../support/outbox-fixtures';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { deliveries, Installation } from '../support/installation';

// Drill 4: Postgres becomes unreachable for web and worker alike. Pages answer a friendly 503,
// /api/ready fails while /api/health (liveness) stays up, nothing crashes, and the site recovers
// by itself when Postgres returns.
const port = e2ePort + 13;
let proxy: TcpProxy;
let stack: Installation;
let baseUrl: string;

test.beforeAll(async () => {
  proxy = await startTcpProxy(Number(new URL(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432').port || 5432));
  stack = await new Installation({
    seeded: true,
    databaseUrlFor: (direct) => {
      const url = new URL(direct);
      url.host = `127.0.0.1:${proxy.port}`;
      return url.toString();
    },
  }).start();
  baseUrl = await stack.startWeb(port);
});

test.afterAll(async () => {
  await stack.stop();
  await proxy.close();
});

test('Postgres unreachable: a friendly 503 page, readiness fails, nothing crashes, and it all recovers by itself', async ({ page, request }) => {
  const worker = stack.startWorker();
  const sendEmail = (to: string) => stack.db.transaction().execute((trx) => enqueue(trx, signInLinkEvent(to)));
  await sendEmail('before@example.org');
  await expect.poll(() => deliveries(stack.smtp).distinct, { timeout: 30_000 }).toBe(1);
  expect((await request.get(`${baseUrl}/`)).status()).toBe(200);

  await proxy.cut();
  await expect.poll(async () => (await request.get(`${baseUrl}/`)).status(), { timeout: 15_000 }).toBe(503);
  const response = await page.goto(`${baseUrl}/about/gap-ta`);
  expect(response?.status()).toBe(503);
  expect(response?.headers()['retry-after']).toBe('30');
  await expect(page).toHaveTitle('Temporarily unavailable | VTrans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This site is temporarily unavailable');
  await expectNoSeriousA11yViolations(page);

  const ready = await request.get(`${baseUrl}/api/ready`);
  expect(ready.status()).toBe(503);
  expect(await ready.json()).toMatchObject({ message: 'Not ready: db.', data: { db: 'down', redis: 'up', migrations: 'unknown' } });
  expect((await request.get(`${baseUrl}/api/health`)).status()).toBe(200);
  const api = await request.get(`${baseUrl}/api/updates`);
  expect(api.status()).toBe(503);
  expect(await api.json()).toEqual({
    status: 503,
    statusReason: 'Service Unavailable',
    message: 'The service is temporarily unavailable. Please try again in a minute.',
    data: null,
  });

  // A while down: neither process gives up.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  expect(stack.webProcess?.exitCode).toBeNull();
  expect(worker.process.exitCode).toBeNull();

  await proxy.restore();
  await expect.poll(async () => (await request.get(`${baseUrl}/`)).status(), { timeout: 20_000 }).toBe(200);
  expect((await request.get(`${baseUrl}/api/ready`)).status()).toBe(200);
  await page.goto(`${baseUrl}/about/gap-ta`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This site is temporarily unavailable');

  // The worker is back at work too: an e-mail written now is delivered, once.
  await sendEmail('after@example.org');
  await expect.poll(() => deliveries(stack.smtp).distinct, { timeout: 20_000 }).toBe(2);
  expect(deliveries(stack.smtp)).toEqual({ messages: 2, distinct: 2 });
  expect(stack.smtp.messages.map((message) => message.to)).toEqual([['before@example.org'], ['after@example.org']]);
});
