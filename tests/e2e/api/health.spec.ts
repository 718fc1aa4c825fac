import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { sql } from '@vtrans/db';
import { e2ePort } from '../e2e-env';
import { type ProxiedApp, startAppBehindProxy } from '../proxied-app';
import { cleanUpAfterEach, runDatabase } from '../run-database';

test('GET /api/health (liveness) answers 200 while the process runs', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const body = await response.json();
  expect(body).toEqual({ status: 200, statusReason: 'OK', message: 'The web server is running.', data: { uptimeSeconds: expect.any(Number) } });
  expect(body.data.uptimeSeconds).toBeGreaterThan(0);
});

test('GET /api/ready answers 200 with both services up and every migration run', async ({ request }) => {
  const response = await request.get('/api/ready');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toEqual({
    status: 200,
    statusReason: 'OK',
    message: 'Ready: all services are up and the database is migrated.',
    data: { db: 'up', redis: 'up', migrations: 'current', pendingMigrations: [] },
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

  test('readiness turns 503 naming Redis while liveness stays 200, and both recover when Redis returns', async () => {
    const probe = (path: string) => fetch(`${app.baseUrl}${path}`).then(async (r) => ({ status: r.status, body: await r.json() }));

    await app.proxy.cut();
    await expect.poll(async () => (await probe('/api/ready')).status, { timeout: 10_000 }).toBe(503);
    expect((await probe('/api/ready')).body).toEqual({
      status: 503,
      statusReason: 'Service Unavailable',
      message: 'Not ready: redis.',
      data: { db: 'up', redis: 'down', migrations: 'current', pendingMigrations: [] },
    });
    expect((await probe('/api/health')).status).toBe(200);

    await app.proxy.restore();
    await expect.poll(async () => (await probe('/api/ready')).status, { timeout: 15_000 }).toBe(200);
  });
});

test.describe('when a migration has not run', () => {
  const db = runDatabase();
  const afterTest = cleanUpAfterEach(db);

  test('readiness turns 503 naming the pending migration, and 200 once it is recorded again', async ({ request }) => {
    // Kysely's own bookkeeping table: forgetting the latest row makes that migration pending.
    const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(db());
    const latest = rows[0]!;
    // Recorded again (if it is not already) after the test, however it ended: the lane's server must stay ready.
    const recordAgain = (database = db()) =>
      sql`insert into kysely_migration (name, timestamp) select ${latest.name}, ${latest.timestamp} where not exists (select 1 from kysely_migration where name = ${latest.name})`.execute(
        database,
      );
    afterTest(recordAgain);
    await sql`delete from kysely_migration where name = ${latest.name}`.execute(db());
    const response = await request.get('/api/ready');
    expect(response.status()).toBe(503);
    expect(await response.json()).toEqual({
      status: 503,
      statusReason: 'Service Unavailable',
      message: `Not ready: migrations (${latest.name}).`,
      data: { db: 'up', redis: 'up', migrations: 'pending', pendingMigrations: [latest.name] },
    });
    await recordAgain();
    expect((await request.get('/api/ready')).status()).toBe(200);
  });
});

/** A raw request for a target Playwright and fetch will not send as is (`*`). */
function rawRequest(method: string, target: string): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: e2ePort, method, path: target }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test('a request about the server itself (OPTIONS *) is answered, not failed', async () => {
  expect(await rawRequest('OPTIONS', '*')).toEqual({ status: 204, allow: 'GET, HEAD, POST, OPTIONS' });
  expect((await rawRequest('GET', '*')).status).toBe(400);
});
