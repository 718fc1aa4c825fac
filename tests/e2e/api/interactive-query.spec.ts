import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../e2e-env';
import { runDatabase } from '../run-database';

const db = runDatabase();
const savedViews = async () => (await db().selectFrom('interactive_queries').select('id').execute()).length;

const view = { center: [-77.44, 37.54], zoom: 9, layers: ['mid-term-needs-by-locality'], selection: { layerID: 'mid-term-needs-by-locality', featureId: 51760 } };
const headers = { origin: e2eBaseUrl };

test('a saved map view comes back by its id', async ({ request }) => {
  const saved = await request.post('/api/interactive-query', { headers, data: view });
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
  const before = await savedViews();
  const bad = await request.post('/api/interactive-query', { headers, data: { ...view, zoom: 40, center: [-77, 95], extra: 1 } });
  expect(bad.status()).toBe(400);
  expect(Object.keys((await bad.json()).data.fields).sort()).toEqual(['center.1', 'extra', 'zoom']);
  const huge = await request.post('/api/interactive-query', { headers, data: { ...view, layers: ['a'.repeat(20_000)] } });
  expect(huge.status()).toBe(413);
  const foreign = await request.post('/api/interactive-query', { headers: { origin: 'https://evil.example' }, data: view });
  expect(foreign.status()).toBe(403);
  expect(await savedViews()).toBe(before);
});
