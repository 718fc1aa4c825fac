import type { Page } from '@playwright/test';
import { expect, test } from './browser-test';
import { sql } from '@vtrans/db';
import { newClientAddress } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { e2eBaseUrl } from './e2e-env';
import { expectMail, staffInbox, uniqueAddress } from './mailbox';
import { cleanUpAfterEach, runDatabase } from './run-database';
import { expectMapLoaded } from './map-loaded';
import { approveAsReviewer, removeLayersSubmittedAs, submitAsLocality } from './submissions';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

/** Each test posts from its own client address, so the per-client comment limit is not shared. */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
});

/** Opens the explorer and waits until the map has drawn its first tiles. */
async function openExplorer(page: Page, url = '/interactvtrans/map-explorer') {
  const basemap = page.waitForResponse((response) => response.url().includes('/api/map-explorer/basemap/') && response.ok());
  await page.goto(url);
  await basemap;
  await expectMapLoaded(canvas(page), 'Map of Virginia');
}

const canvas = (page: Page) => page.locator('.maplibregl-canvas');

async function canvasPoint(page: Page, dx = 0, dy = 0) {
  const box = (await canvas(page).boundingBox())!;
  return { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy };
}

const popupHeading = (page: Page) => page.locator('.maplibregl-popup').getByRole('heading', { level: 2 });

// The seed's stand-in needs score of a locality (packages/seed/src/layers.ts).
const needsOf = (fips: number) => (fips * 7919) % 41;

test('layers, identify by click and from the keyboard, locality search, and a shared view that restores itself', async ({ page, context }) => {
  await openExplorer(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('checkbox', { name: 'Corridors of Statewide Significance' }).uncheck();
  await page.getByRole('checkbox', { name: 'Public comments' }).uncheck();
  const needs = page.getByRole('checkbox', { name: 'Mid-term needs by locality' });
  await needs.check();
  await expect(page.getByRole('slider', { name: 'Opacity of Mid-term needs by locality' })).toHaveValue('100');
  await expect(page.getByText('Fewer than 10 needs')).toBeVisible();

  // A name that matches nothing is echoed as it was typed (issue 22, slip 9).
  const search = page.getByRole('combobox', { name: 'Find a place, road or address' });
  await search.fill('NowhereVille');
  await expect(page.getByText('Nothing found for “NowhereVille”.')).toBeVisible();

  // Find a locality by keyboard (the combobox's first suggestion), then "What is here?" at the centre of the map.
  await search.fill('Albemarle');
  await expect(page.getByRole('option').first()).toContainText('Albemarle County');
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /option-0$/);
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Showing Albemarle County.' })).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: 'What is here?' }).click();
    await expect(popupHeading(page)).toHaveText('Albemarle County', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(popupHeading(page)).toBeFocused();
  await expect(page.locator('.maplibregl-popup').getByRole('row', { name: `Needs ${needsOf(51003)}` })).toBeVisible();

  // A click somewhere else identifies that locality instead.
  await page.keyboard.press('Escape');
  const west = await canvasPoint(page, -260, 0);
  await page.mouse.click(west.x, west.y);
  await expect(popupHeading(page)).not.toHaveText('Albemarle County');
  const clicked = await popupHeading(page).textContent();
  expect(clicked).toMatch(/County|City of/);

  // Keyboard map controls: focus the map, zoom in with +.
  await canvas(page).focus();
  await page.keyboard.press('+');
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();

  await page.getByRole('slider', { name: 'Opacity of Mid-term needs by locality' }).fill('50');
  await page.getByRole('button', { name: 'Get a link to this view' }).click();
  const link = await page.getByLabel('Link to this view').inputValue();
  expect(link).toMatch(/\/interactvtrans\/map-explorer\?query=[A-Za-z0-9_-]{12}$/);
  expect(page.url()).toBe(link);

  const shared = await context.newPage();
  await openExplorer(shared, link);
  await expect(shared.getByRole('checkbox', { name: 'Mid-term needs by locality' })).toBeChecked();
  await expect(shared.getByRole('checkbox', { name: 'Corridors of Statewide Significance' })).not.toBeChecked();
  await expect(popupHeading(shared)).toHaveText(clicked!);

  await openExplorer(shared, '/interactvtrans/map-explorer?query=AAAAAAAAAAAA');
  await expect(shared.getByRole('main').getByRole('alert')).toHaveText(/no longer exists/);
  await expect(shared.getByRole('checkbox', { name: 'Corridors of Statewide Significance' })).toBeChecked();
});

test('a point and a line drawn on the map are posted, alert staff once each, and show on the comments layer', async ({ page }) => {
  await openExplorer(page);
  await page.getByRole('checkbox', { name: 'Corridors of Statewide Significance' }).uncheck();
  await page.getByRole('combobox', { name: 'Find a place, road or address' }).fill('City of Lynchburg');
  await page.getByRole('option', { name: /^City of Lynchburg/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing City of Lynchburg.' })).toBeVisible();
  await page.getByRole('button', { name: 'Leave a comment' }).click();
  await expectNoSeriousA11yViolations(page);

  // Sending before drawing says what is missing.
  const form = page.getByRole('form', { name: 'Your comment' });
  await form.getByLabel('Category').selectOption('Safety');
  await form.getByLabel('Comment', { exact: true }).fill('No location yet');
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please draw a point, a line or an area on the map first.');

  const pointText = `Dangerous left turn onto Wards Road ${Date.now()}`;
  const pat = uniqueAddress('pat');
  await page.getByRole('button', { name: 'Point', exact: true }).click();
  const spot = await canvasPoint(page, 40, -30);
  await page.mouse.click(spot.x, spot.y);
  await expect(page.getByRole('status').filter({ hasText: 'A point is placed.' })).toBeVisible();
  await form.getByLabel('Comment', { exact: true }).fill(pointText);
  await form.getByLabel(/Your email/).fill(pat);
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByRole('status')).toHaveText(/your comment has been posted/);
  const [pointAlert] = await expectMail(staffInbox.comments, 1, (mail) => mail.text.includes(pointText));
  expect(pointAlert!.subject).toMatch(/^New comment: Safety, /);
  // Pat gave an address: a receipt names the place in words (issue 58).
  const [receipt] = await expectMail(pat, 1);
  expect(receipt!.text).toMatch(/about a point in [^(]+ \(\d+\.\d{5}° N, \d+\.\d{5}° W\)/);

  const lineText = `Route 29 bypass backs up every evening ${Date.now()}`;
  await page.getByRole('button', { name: 'Line', exact: true }).click();
  for (const [dx, dy] of [
    [-150, 60],
    [-50, 100],
    [60, 120],
  ]) {
    const vertex = await canvasPoint(page, dx, dy);
    await page.mouse.click(vertex.x, vertex.y);
  }
  const last = await canvasPoint(page, 60, 120);
  await page.mouse.click(last.x, last.y); // clicking the last point again finishes the line
  await expect(page.getByRole('status').filter({ hasText: 'A line of 3 points is drawn.' })).toBeVisible();
  await form.getByLabel('Category').selectOption('Congestion');
  await form.getByLabel('Comment', { exact: true }).fill(lineText);
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByRole('status')).toHaveText(/your comment has been posted/);
  await expectMail(staffInbox.comments, 1, (mail) => mail.text.includes(lineText));
  await expectMail(staffInbox.comments, 1, (mail) => mail.text.includes(pointText));

  const stored = await db()
    .selectFrom('comments')
    .select(['text', 'email', sql<string>`geometrytype(geom)`.as('type'), sql<number>`st_npoints(geom)`.as('points')])
    .where('text', 'in', [pointText, lineText])
    .orderBy('created_at')
    .execute();
  expect(stored).toEqual([
    { text: pointText, email: pat, type: 'POINT', points: 1 },
    { text: lineText, email: null, type: 'LINESTRING', points: 3 },
  ]);

  // Back to exploring: the new point is on the comments layer, and clicking it shows the comment.
  await page.getByRole('button', { name: 'Explore layers' }).click();
  await expect(page.getByRole('checkbox', { name: 'Public comments' })).toBeChecked();
  // Same place on the map; the page may have scrolled while the form was filled in.
  const pointOnScreen = await canvasPoint(page, 40, -30);
  await expect(async () => {
    await page.mouse.click(pointOnScreen.x, pointOnScreen.y);
    await expect(page.locator('.maplibregl-popup')).toContainText(pointText, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(popupHeading(page)).toHaveText('Comment: Safety');
  await expect(page.locator('.maplibregl-popup')).toContainText('No staff response yet.');
});

// Issue 58: in Line or Area mode the centre button cleared the drawing and placed one point.
test('a line and an area drawn from the keyboard alone: points added at the map’s centre, one undone, then finished and posted', async ({ page }) => {
  await openExplorer(page);
  await page.getByRole('button', { name: 'Leave a comment' }).click();
  // The place search stays while commenting (issue 58: it went away): find the place, then draw there.
  await page.getByRole('combobox', { name: 'Find a place, road or address' }).fill('City of Lynchburg');
  await page.getByRole('option', { name: /^City of Lynchburg/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing City of Lynchburg.' })).toBeVisible();
  const status = page.locator('.drawing-status');
  const add = page.getByRole('button', { name: 'Add a point at the centre of the map' });
  /**
   * Moves the map with an arrow key, as a keyboard user does, and adds a point at its new centre.
   * The map eases to its new place frame by frame from the key press; two animation frames later it
   * has left the last point, so the point added is a new one.
   */
  async function panAndAdd(key: string, points: number) {
    await canvas(page).focus();
    await page.keyboard.press(key);
    await page.keyboard.press(key);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await add.press('Enter');
    await expect(status).toHaveText(new RegExp(`^${points} points of the`));
  }

  await page.getByRole('button', { name: 'Line', exact: true }).press('Enter');
  await expect(page.getByText('add a point at its centre at each bend, then finish the line')).toBeVisible();
  await add.press('Enter');
  await expect(status).toHaveText('1 point of the line added; add the next.');
  // The same place twice is refused: the stored line would lose a point.
  await add.press('Enter');
  await expect(status).toHaveText(/^The map has not moved since the last point/);
  await panAndAdd('ArrowRight', 2);
  await expect(status).toHaveText('2 points of the line added; finish the line or add more.');
  await page.getByRole('button', { name: 'Finish the line' }).press('Enter');
  await expect(status).toHaveText('A line of 2 points is drawn.');
  await expect(status).toBeFocused();

  await page.getByRole('button', { name: 'Area', exact: true }).press('Enter');
  await add.press('Enter');
  await panAndAdd('ArrowRight', 2);
  // Three points on one line enclose nothing: finishing is refused until a corner leaves the line.
  await panAndAdd('ArrowRight', 3);
  await page.getByRole('button', { name: 'Finish the area' }).press('Enter');
  await expect(status).toHaveText(/^These points lie on one line/);
  await panAndAdd('ArrowDown', 4);
  await expect(status).toHaveText('4 points of the area added; finish the area or add more.');
  await page.getByRole('button', { name: 'Undo the last point' }).press('Enter');
  await expect(status).toHaveText('3 points of the area added; finish the area or add more.');
  await panAndAdd('ArrowDown', 4);
  await page.getByRole('button', { name: 'Finish the area' }).press('Enter');
  await expect(status).toHaveText('An area of 4 corners is drawn.');

  const text = `The interchange needs a crossing for people on foot ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Your comment' });
  await form.getByLabel('Category').selectOption('Safety');
  await form.getByLabel('Comment', { exact: true }).fill(text);
  await form.getByRole('button', { name: 'Post comment' }).press('Enter');
  await expect(form.getByRole('status')).toHaveText(/your comment has been posted/);
  const stored = await db()
    .selectFrom('comments')
    .select([sql<string>`geometrytype(geom)`.as('type'), sql<number>`st_npoints(geom)`.as('points'), sql<boolean>`st_area(geom) > 0`.as('hasArea')])
    .where('text', '=', text)
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({ type: 'POLYGON', points: 5, hasArea: true });
});

test('the comments list works with the keyboard alone: a comment without the map, then filtered by locality', async ({ page }) => {
  await page.goto('/interactvtrans/comments');
  await expectNoSeriousA11yViolations(page);
  const text = `Sidewalk gap on Columbia Pike near the library ${Date.now()}`;

  // Tab to the "Add your comment" link and follow it.
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Add your comment') break;
  }
  await expect(page.getByRole('link', { name: 'Add your comment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Locality', { exact: true }).last()).toBeFocused();
  await page.keyboard.type('Arlington County');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Columbia Pike and S Walter Reed Dr');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Walking');
  await page.keyboard.press('Tab');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Jo');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Post comment' })).toBeFocused();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Your comment' });
  await expect(form.getByRole('status')).toHaveText(/your comment has been posted/);
  // Issue 22, slip 3: the emptied form leaves focus on the thank-you, in view — not on the page's body.
  await expect(form.getByRole('status')).toBeFocused();
  await expect(form.getByRole('status')).toBeInViewport();
  await expect(page.getByRole('row').filter({ hasText: text })).toContainText('Arlington County');
  await expect(page.getByRole('row').filter({ hasText: text })).toContainText('Columbia Pike and S Walter Reed Dr');
  const [alert] = await expectMail(staffInbox.comments, 1, (mail) => mail.text.includes(text));
  expect(alert!.subject).toBe('New comment: Walking and biking, Arlington County');
  expect(alert!.text).toContain('Where: a point in Arlington County');
  expect(alert!.text).toContain('In the commenter’s words: Columbia Pike and S Walter Reed Dr');

  // Filter by another locality with the keyboard: the comment is not listed.
  await page.getByLabel('Locality', { exact: true }).first().focus();
  await page.keyboard.type('City of Norfolk');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Apply filters' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/locality=51710/);
  await expect(page.getByRole('row').filter({ hasText: text })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Clear filters' })).toBeVisible();
});

test('a like counts once per person and can be taken back; a hidden comment leaves the list', async ({ page, request }) => {
  const text = `Add a crosswalk at Main and 3rd ${Date.now()}`;
  const posted = await request.post('/api/comment/insert-comment', {
    headers: { origin: e2eBaseUrl, 'x-forwarded-for': newClientAddress() },
    data: { geometry: { type: 'Point', coordinates: [-78.48, 38.03] }, category: 'Walking and biking', text },
  });
  const id = (await posted.json()).data.id as string;
  await page.goto('/interactvtrans/comments');
  const row = page.getByRole('row').filter({ hasText: text });
  await row.getByRole('button', { name: 'Like (0)' }).click();
  await expect(row.getByRole('button', { name: 'Liked (1)' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(row.getByRole('button', { name: 'Liked (1)' })).toBeVisible();
  const likes = async () => (await db().selectFrom('comment_likes').select('liker').where('comment_id', '=', id).execute()).length;
  expect(await likes()).toBe(1);
  await row.getByRole('button', { name: 'Liked (1)' }).click();
  await expect(row.getByRole('button', { name: 'Like (0)' })).toBeVisible();
  expect(await likes()).toBe(0);

  await row.getByRole('button', { name: 'Flag for staff' }).click();
  await row.getByLabel('Why should staff look at this comment?').fill('Duplicate of another comment');
  await row.getByRole('button', { name: 'Send flag' }).click();
  await expect(row.getByRole('status')).toHaveText('Thank you. Staff will look at this comment.');

  await sql`update comments set hidden = true where id = ${id}`.execute(db());
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: text })).toHaveCount(0);
});

test('a dataset page opens the explorer on its layer, and the layer list links back to the dataset (issue 23)', async ({ page }) => {
  await page.goto('/interactvtrans/datasets/mid-term-needs-by-locality');
  await page.getByRole('link', { name: 'See it in the Map Explorer' }).click();
  await expect(page).toHaveURL(/\/interactvtrans\/map-explorer\?layer=mid-term-needs-by-locality$/);
  await expect(page.getByRole('checkbox', { name: 'Mid-term needs by locality' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Corridors of Statewide Significance' })).not.toBeChecked();
  await page.getByRole('link', { name: /^Details and downloads\s*: Mid-term needs by locality$/ }).click();
  await expect(page).toHaveURL(/\/interactvtrans\/datasets\/mid-term-needs-by-locality$/);
});

test('“See it in the Map Explorer” (?layer=) opens on the layer’s features, and a click a few pixels off a thin line still finds it', async ({
  page,
  request,
}) => {
  const layerId = `sidewalk-gaps-e2e-${Date.now()}`;
  // Off the map again after the test, however it ended: other specs read the layer lists.
  afterTest((database) => sql`delete from layers where id = ${layerId}`.execute(database));
  await sql`insert into layers (id, name, description, category, geometry_type, style, source, published, position)
    values (${layerId}, 'Sidewalk gaps (test)', 'Gaps in the sidewalk network.', 'Walking and biking', 'line',
            '{"paint": {"line-color": "#d83933", "line-width": 2}, "legend": [{"label": "Sidewalk gap", "color": "#d83933"}]}', 'E2E', true, 99)`.execute(db());
  await sql`insert into layer_features (layer_id, feature_key, properties, geom)
    values (${layerId}, '1', '{"name": "Franklin St gap"}', st_geomfromtext('LINESTRING(-77.45 37.545, -77.43 37.545)', 4326))`.execute(db());
  await openExplorer(page, `/interactvtrans/map-explorer?layer=${layerId}`);
  await expect(page.getByRole('checkbox', { name: 'Sidewalk gaps (test)' })).toBeChecked();
  await page.getByRole('button', { name: 'Get a link to this view' }).click();
  const id = new URL(await page.getByLabel('Link to this view').inputValue()).searchParams.get('query');
  const view = (await (await request.get(`/api/interactive-query/${id}`)).json()).data as { center: [number, number]; zoom: number };
  // Fitted to a 1.8 km line in Richmond, not the statewide zoom 6.2.
  expect(view.zoom).toBeGreaterThan(12);
  expect(view.center[0]).toBeCloseTo(-77.44, 2);
  expect(view.center[1]).toBeCloseTo(37.545, 2);

  await page.getByRole('checkbox', { name: 'Public comments' }).uncheck();
  await page.getByRole('checkbox', { name: 'Corridors of Statewide Significance' }).uncheck();
  await expect(async () => {
    const centre = await canvasPoint(page, 0, 6);
    await page.mouse.click(centre.x, centre.y);
    await expect(popupHeading(page)).toHaveText('Franklin St gap', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test('a layer of points, a line and an area together draws all three: each is identified where it lies (issue 58)', async ({ page, request }) => {
  const title = `Mixed shapes ${Date.now()}`;
  afterTest((database) => removeLayersSubmittedAs(database, title));
  const square = (west: number, south: number, east: number, north: number) => [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ];
  // Points at two corners make the extent the map opens on; the line runs north–south through its
  // middle; the area fills its eastern half. Points are the commonest kind, so the layer's style is a point's.
  const feature = (name: string, geometry: object) => ({ type: 'Feature', properties: { name }, geometry });
  const geojson = {
    type: 'FeatureCollection',
    features: [
      feature('South-west bus stop', { type: 'Point', coordinates: [-77.5, 37.5] }),
      feature('North-east bus stop', { type: 'Point', coordinates: [-77.4, 37.6] }),
      feature('North-east shelter', { type: 'Point', coordinates: [-77.401, 37.599] }),
      feature('Planned trail', {
        type: 'LineString',
        coordinates: [
          [-77.45, 37.52],
          [-77.45, 37.58],
        ],
      }),
      feature('Study area', { type: 'Polygon', coordinates: square(-77.44, 37.505, -77.405, 37.595) }),
    ],
  };
  const { submissionID } = await submitAsLocality(request, db(), title, geojson);
  const layer = await approveAsReviewer(request, db(), submissionID);

  await openExplorer(page, `/interactvtrans/map-explorer?layer=${layer}`);
  await expect(page.getByRole('checkbox', { name: title })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Public comments' }).uncheck();
  await page.getByRole('checkbox', { name: 'Corridors of Statewide Significance' }).uncheck();
  // The line at the middle of the map: drawn, so identified (before, only the points were drawn).
  await expect(async () => {
    await page.getByRole('button', { name: 'What is here?' }).click();
    await expect(popupHeading(page)).toHaveText('Planned trail', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  // The area, east of it.
  await page.keyboard.press('Escape');
  const east = await canvasPoint(page, 120, 0);
  await page.mouse.click(east.x, east.y);
  await expect(popupHeading(page)).toHaveText('Study area');
});
