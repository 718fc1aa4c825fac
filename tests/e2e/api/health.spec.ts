import { expect, test } from '@playwright/test';
import { e2ePort } from '../e2e-env';
import { type ProxiedApp, startAppBehindProxy } from '../proxied-app';

test('GET /api/health answers 200 with both services up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(await response.json()).toEqual({
    status: 200,
    statusReason: 'OK',
    message: 'All services are up.',
    data: { db: 'up', redis: 'up' },
  });
});

test.describe('when Redis becomes unreachable', () => {
  let app: ProxiedApp;

  test.beforeAll(async () => {
    app = await startAppBehindProxy(e2ePort + 2, 'redis');
  });

  test.afterAll(async () => {
    await app.stop();
  });

  test('health turns 503 naming Redis, and recovers when Redis returns', async () => {
    const health = () => fetch(`${app.baseUrl}/api/health`).then(async (r) => ({ status: r.status, body: await r.json() }));

    await app.proxy.cut();
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(503);
    expect((await health()).body).toEqual({
      status: 503,
      statusReason: 'Service Unavailable',
      message: 'Unavailable: redis.',
      data: { db: 'up', redis: 'down' },
    });

    await app.proxy.restore();
    await expect.poll(async () => (await health()).status, { timeout: 15_000 }).toBe(200);
  });
});
