import { expect, test } from '@playwright/test';
import { type NextServer, startNextServer } from '../../support/next-server';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy';
import { e2eDatabaseUrl, e2ePort, e2eRedisUrl } from '../e2e-env';

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
  const port = e2ePort + 2;
  let proxy: TcpProxy;
  let server: NextServer;

  test.beforeAll(async () => {
    // A second instance of the built app whose only way to Redis is a proxy this test controls.
    proxy = await startTcpProxy(Number(new URL(e2eRedisUrl).port || 6379), new URL(e2eRedisUrl).hostname);
    server = startNextServer(
      port,
      { ...process.env, DATABASE_URL: e2eDatabaseUrl(), REDIS_URL: `redis://127.0.0.1:${proxy.port}`, LOG_LEVEL: 'silent' },
      'ignore',
    );
    await expect
      .poll(async () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.text()).catch((error) => String(error)), {
        timeout: 30_000,
      })
      .toContain('"status":200');
  });

  test.afterAll(async () => {
    await server.stop();
    await proxy.close();
  });

  test('health turns 503 naming Redis, and recovers when Redis returns', async () => {
    const health = () => fetch(`http://127.0.0.1:${port}/api/health`).then(async (r) => ({ status: r.status, body: await r.json() }));

    await proxy.cut();
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(503);
    expect((await health()).body).toEqual({
      status: 503,
      statusReason: 'Service Unavailable',
      message: 'Unavailable: redis.',
      data: { db: 'up', redis: 'down' },
    });

    await proxy.restore();
    await expect.poll(async () => (await health()).status, { timeout: 15_000 }).toBe(200);
  });
});
