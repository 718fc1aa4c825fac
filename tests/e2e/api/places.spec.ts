import { expect, test } from '@playwright/test';

type Match = { kind: string; label: string; detail: string | null; center: [number, number]; bbox: [number, number, number, number] };

const find = async (request: import('@playwright/test').APIRequestContext, q: string) => {
  const response = await request.get(`/api/map-explorer/places?q=${encodeURIComponent(q)}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data as Match[];
};

test('the place search finds localities, towns and route numbers from the embedded data, with where to fly', async ({ request }) => {
  const [richmond] = await find(request, 'Richmond');
  expect(richmond).toMatchObject({ kind: 'locality', label: 'City of Richmond', detail: 'Independent city' });
  expect(richmond!.center[0]).toBeCloseTo(-77.45, 1);
  expect(richmond!.center[1]).toBeCloseTo(37.53, 1);
  expect((await find(request, 'I-95'))[0]).toMatchObject({ kind: 'route', label: 'I-95', detail: 'Interstate' });
  expect((await find(request, 'Route 29'))[0]).toMatchObject({ kind: 'route', label: 'US-29', detail: 'US route' });
  expect((await find(request, 'Blacksburg'))[0]).toMatchObject({ kind: 'place', label: 'Blacksburg', detail: 'Montgomery County' });
  const response = await request.get('/api/map-explorer/places?q=Richmond');
  expect(response.headers()['cache-control']).toBe('public, max-age=60');
});

test('the place search names a missing or over-long question', async ({ request }) => {
  const missing = await request.get('/api/map-explorer/places');
  expect(missing.status()).toBe(400);
  expect((await missing.json()).message).toBe('Invalid query parameter: q.');
  const long = await request.get(`/api/map-explorer/places?q=${'a'.repeat(101)}`);
  expect(long.status()).toBe(400);
  expect((await long.json()).data.fields.q).toBe('at most 100 characters');
});
