import { expect, test } from '@playwright/test';
import { sql } from '@vtrans/db';
import { newClientAddress } from '../auth-fixtures';
import { e2eBaseUrl } from '../e2e-env';
import { runDatabase } from '../run-database';

const db = runDatabase();
/** The saved views centred on `center` (a test's own, unlike any other test's: other tests save views in the same lane). */
const savedViewsAt = async (center: number[]) =>
  (
    await db()
      .selectFrom('interactive_queries')
      .select('id')
      .where(sql<boolean>`state->'center' = ${JSON.stringify(center)}::jsonb`)
      .execute()
  ).length;

const view = {
  center: [-77.44, 37.54],
  zoom: 9,
  layers: ['mid-term-needs-by-locality'],
  selection: { layerID: 'mid-term-needs-by-locality', featureId: 51760 },
};
/** From this site, and from a client address of each test's own: saved views are limited per client (another spec spends an allowance). */
const sameSite = () => ({ origin: e2eBaseUrl, 'x-forwarded-for': newClientAddress() });

test('a saved map view comes back by its id', async ({ request }) => {
  const saved = await request.post('/api/interactive-query', { headers: sameSite(), data: view });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()).data;
  expect(id).toMatch(/^[\w-]{12}$/);
  const restored = await request.get(`/api/interactive-query/${id}`);
  expect(restored.status()).toBe(200);
  expect((await restored.json()).data).toEqual(view);
});

test('an unknown id is 404, a malformed one 400', async ({ request }) => {
  expect((await request.get('/api/interactive-query/AAAAAAAAAAAA')).status()).toBe(404);
  const malformed = await request.get('/api/interactive-query/x');
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).message).toBe('Invalid path parameter: id.');
});

test('a bad view is 400 naming each field, an oversized one 413, and nothing is saved', async ({ request }) => {
  // A valid view of the test's own, at a centre no other test uses: only it could have been saved.
  const center = [Number((-77.44 + Math.random() / 100).toFixed(6)), Number((37.54 + Math.random() / 100).toFixed(6))];
  const own = { ...view, center };
  const headers = sameSite();
  const bad = await request.post('/api/interactive-query', { headers, data: { ...own, zoom: 40, center: [-77, 95], extra: 1 } });
  expect(bad.status()).toBe(400);
  expect(Object.keys((await bad.json()).data.fields).sort()).toEqual(['center.1', 'extra', 'zoom']);
  const huge = await request.post('/api/interactive-query', { headers, data: { ...own, layers: ['a'.repeat(20_000)] } });
  expect(huge.status()).toBe(413);
  const foreign = await request.post('/api/interactive-query', { headers: { origin: 'https://evil.example' }, data: own });
  expect(foreign.status()).toBe(403);
  expect(await savedViewsAt(center)).toBe(0);
  expect(await savedViewsAt([-77, 95])).toBe(0);
  // The same view from this site is saved: the check above finds it.
  expect((await request.post('/api/interactive-query', { headers, data: own })).status()).toBe(201);
  expect(await savedViewsAt(center)).toBe(1);
});
