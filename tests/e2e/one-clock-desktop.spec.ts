import { virginiaToday } from '@vtrans/contracts/dates';
import { sql } from '@vtrans/db';
import { newClientAddress, signInBrowser } from './auth-fixtures';
import { expect, test } from './browser-test';
import { e2eBaseUrl } from './e2e-env';
import { runDatabase } from './run-database';

const db = runDatabase();

// Issue 35, item 3: every date and time a person reads is Virginia's, with the zone named where the time matters.

test('a comment made at 10:28 pm Eastern is dated that day, on the staff list (with EST named) and on the public list', async ({ page, request }) => {
  const marker = `Late-evening comment ${Date.now()}`;
  const posted = await request.post('/api/comment/insert-comment', {
    headers: { origin: e2eBaseUrl, 'x-forwarded-for': newClientAddress() },
    data: { geometry: { type: 'Point', coordinates: [-77.43, 37.55] }, category: 'Other', text: marker },
  });
  const id = (await posted.json()).data.id as string;
  // 03:28 UTC on the 26th is 10:28 pm on the 25th in Richmond.
  await sql`update comments set created_at = '2026-11-26T03:28:00Z' where id = ${id}`.execute(db());

  await signInBrowser(db(), page.context(), 'reviewer');
  await page.goto(`/admin/comments#comment-${id}`);
  const card = page.locator(`#comment-${id}`);
  await expect(card).toHaveAttribute('aria-label', 'Comment of 11/25/2026');
  await expect(card).toContainText('11/25/2026, 10:28 PM EST');
  // The card names its locality and leads to the comment on the map.
  await expect(card).toContainText('City of Richmond');
  await expect(card.getByRole('link', { name: 'See it on the map' })).toHaveAttribute('href', `/interactvtrans/map-explorer?comment=${id}`);

  await page.goto('/interactvtrans/comments');
  await expect(page.getByRole('row').filter({ hasText: marker })).toContainText('11/25/2026');

  // The exports say the same day (issue 56: they printed the UTC date, the 26th).
  const csv = await (await page.request.get('/api/admin/comments/export?format=csv')).text();
  expect(csv.split('\r\n').find((line) => line.startsWith(`${id},`))).toMatch(new RegExp(`^${id},2026-11-25,`));
  const geojson = await (await page.request.get('/api/admin/comments/export?format=geojson')).json();
  expect(geojson.features.find((feature: { id: string }) => feature.id === id).properties.date).toBe('2026-11-25');
});

test('a new update’s date defaults to today in Virginia', async ({ page }) => {
  await signInBrowser(db(), page.context(), 'editor');
  await page.goto('/admin/content/edit?kind=updates');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(virginiaToday());
});
