import { updateId } from '@vtrans/contracts/content';
import { expect, test } from '@playwright/test';

const listRoutes = [
  '/api/announcements',
  '/api/events',
  '/api/statutory-requirements',
  '/api/did-you-know',
  '/api/strategic-actions',
  '/api/survey-timeline',
  '/api/gap-ta-studies',
  '/api/LTROR',
  '/api/updates',
  '/api/by-the-numbers',
  '/api/whats-new',
];

for (const route of listRoutes) {
  test(`GET ${route} answers the envelope with seeded data`, async ({ request }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ status: 200, statusReason: 'OK', message: '', data: expect.any(Array) });
    expect(body.data.length).toBeGreaterThan(0);
  });
}

test('updates carry Date as MM/DD/YYYY and the id of the spec’s rule', async ({ request }) => {
  const { data } = await (await request.get('/api/updates')).json();
  for (const update of data) {
    expect(update.Date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(update.id).toBe(updateId(update.Date, update.Title));
  }
  expect(data[0]).toEqual(expect.objectContaining({ Date: '04/16/2025', Title: 'Commonwealth Transportation Board adopts the 2025 VTrans Vision' }));
});

test('announcements list their Date and Pages', async ({ request }) => {
  const { data } = await (await request.get('/api/announcements')).json();
  expect(data[0]).toEqual({
    Date: '09/02/2025',
    Pages: ['/', '/about/gap-ta', '/gap-ta/application'],
    Message: expect.any(String),
    Href: '/about/gap-ta',
    ShowUntil: null,
  });
});

test('GAP-TA studies carry their area as a GeoJSON MultiPolygon inside Virginia', async ({ request }) => {
  const { data } = await (await request.get('/api/gap-ta-studies')).json();
  const study = data.find((item: { id: string }) => item.id === 'fy23-harrisonburg-uda');
  expect(study).toEqual(expect.objectContaining({ locality: 'City of Harrisonburg', localityFips: '51660', fiscalYear: 2023 }));
  expect(study.area.type).toBe('MultiPolygon');
  const [west, south, east, north] = study.bbox;
  expect(west).toBeGreaterThan(-83.7);
  expect(east).toBeLessThan(-75.2);
  expect(south).toBeGreaterThan(36.5);
  expect(north).toBeLessThan(39.5);
});

test('GET /api/article answers Title and Intro of a known article', async ({ request }) => {
  const response = await request.get('/api/article?article=ctb-workshop-vision-2025');
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  expect(data).toEqual(expect.objectContaining({ Title: 'CTB workshop: the 2025 VTrans Vision', Intro: expect.stringContaining('2025 vision') }));
});

test('GET /api/article answers 404 for an unknown article', async ({ request }) => {
  const response = await request.get('/api/article?article=no-such-meeting');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ status: 404, statusReason: 'Not Found', message: 'No article named "no-such-meeting".', data: null });
});

test('GET /api/article answers 400 naming the parameter when it is missing or malformed', async ({ request }) => {
  for (const query of ['', '?article=', '?article=Bad%20Name%3B']) {
    const response = await request.get(`/api/article${query}`);
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.message).toBe('Invalid query parameter: article.');
    expect(Object.keys(body.data.fields)).toEqual(['article']);
  }
});
