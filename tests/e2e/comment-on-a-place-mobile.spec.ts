import type { Page } from '@playwright/test';
import { sql } from '@vtrans/db';
import { expect, test } from './browser-test';
import { newClientAddress } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { runDatabase } from './run-database';
import { expectMapLoaded } from './map-loaded';

const db = runDatabase();

/** Each test posts from its own client address, so the per-client comment limit is not shared. */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
});

const map = (page: Page) => page.locator('.phone-comment__map');

/** The comment page with its map drawn: at once from a tablet up, on a phone once asked for. */
async function openCommentMap(page: Page) {
  const basemap = page.waitForResponse((response) => response.url().includes('/api/map-explorer/basemap/') && response.ok());
  await page.goto('/interactvtrans/comments/new');
  if (page.viewportSize()!.width < 768) await page.getByRole('button', { name: 'Show the map' }).click();
  await basemap;
  await expectMapLoaded(page.locator('.maplibregl-canvas'), /^Map for placing your comment/);
}

/** No element is wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a portrait tablet', width: 768, height: 1024 },
]) {
  test(`on ${viewport.name} a person finds a place, drops a pin, writes a comment and sees it on the map`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openCommentMap(page);
    await expectNoSeriousA11yViolations(page);

    // The search suggests as you type; a tap on a suggestion flies there.
    const search = page.getByRole('combobox', { name: 'Find a place, road or address' });
    await search.fill('Richmond');
    const option = page.getByRole('option', { name: /^City of Richmond/ });
    await expect(option).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);
    await option.click();
    await expect(page.getByRole('status').filter({ hasText: 'Showing City of Richmond.' })).toBeVisible();

    // Posting before a pin says what to do.
    const form = page.getByRole('form', { name: 'Your comment' });
    await form.getByLabel('Category').selectOption('Walking and biking');
    const text = `Hard to cross on foot here (${viewport.name}, ${Date.now()})`;
    await form.getByLabel('Comment', { exact: true }).fill(text);
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form.getByRole('alert')).toContainText('Place the pin first');

    // A tap (this project's browser has touch) on the map drops the pin there; the targets are finger-sized.
    const box = (await map(page).boundingBox())!;
    await map(page)
      .locator('canvas')
      .tap({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect(page.getByRole('img', { name: 'Your pin' })).toBeVisible();
    await expect(page.getByText(/^Pin placed at 37\.\d+, -77\.\d+\./)).toBeVisible();
    for (const target of [
      search,
      page.getByRole('button', { name: 'Use my location' }),
      page.getByRole('button', { name: 'Put the pin at the centre of the map' }),
    ]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }

    const tilesAfterPosting = page.waitForResponse((response) => /\/api\/map-explorer\/comment-tiles\/.*\?r=1$/.test(response.url()) && response.ok());
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Thank you — your comment has been posted.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your comment' })).toBeVisible();
    await expect(page.getByText('Your comment is on the map.')).toBeVisible();
    await tilesAfterPosting;
    await expectNoSeriousA11yViolations(page);

    // Stored where the pin was: inside the City of Richmond.
    const stored = await sql<{ fips: string }>`
      select l.fips::text as fips from comments c join localities l on st_intersects(l.geom, c.geom) where c.text = ${text}`.execute(db());
    expect(stored.rows.map((row) => row.fips)).toEqual(['51760']);
    await expectNoSidewaysScroll(page);
  });
}

test('on a phone the search and the form come with the page, and MapLibre only when the map is needed: it opens on the place picked', async ({ page }) => {
  // MapLibre's script has a hashed name; what it asks for first, the basemap's style and tiles, does not.
  const basemapRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/map-explorer\/basemap\//.test(request.url())) basemapRequests.push(request.url());
  });
  await page.goto('/interactvtrans/comments/new');
  const search = page.getByRole('combobox', { name: 'Find a place, road or address' });
  const form = page.getByRole('form', { name: 'Your comment' });
  await expect(form.getByLabel('Comment', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show the map' })).toBeVisible();
  // The page is usable before any map: type, search, write.
  await search.fill('Richmond');
  await expect(page.getByRole('option', { name: /^City of Richmond/ })).toBeVisible();
  expect(await page.locator('.maplibregl-canvas').count()).toBe(0);
  expect(basemapRequests, 'no basemap asked for before the map is needed').toEqual([]);
  // Picking the place opens the map there: a tap at its centre is in Richmond.
  await page.getByRole('option', { name: /^City of Richmond/ }).click();
  await expectMapLoaded(page.locator('.maplibregl-canvas'), /^Map for placing your comment/);
  const box = (await map(page).boundingBox())!;
  await map(page)
    .locator('canvas')
    .tap({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect(page.getByText(/^Pin placed at 37\.5\d+, -77\.4\d+\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('“Use my location” asks the browser and puts the pin where it says the person is', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 37.5479, longitude: -77.4478 });
  await openCommentMap(page);
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText('Pin placed at 37.54790, -77.44780.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your pin' })).toBeVisible();
});

test('at 320 px wide nothing overflows: the comment map, and the comments list as cards', async ({ page }) => {
  await sql`insert into comments (geom, category, text) values (st_setsrid(st_makepoint(-77.44, 37.54), 4326), 'Safety', 'A long comment about the crossing at Broad and Belvidere, to be read on a small screen.')`.execute(
    db(),
  );
  await page.setViewportSize({ width: 320, height: 640 });
  await openCommentMap(page);
  await expectNoSidewaysScroll(page);
  await page.goto('/interactvtrans/comments');
  await expectNoSidewaysScroll(page);
  // A card per comment, each cell saying what it is.
  const firstCard = page.locator('.comments-table tbody tr').first();
  await expect(firstCard.getByText('Staff response', { exact: true })).toBeVisible();
  await expect(page.locator('.comments-table thead')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});
