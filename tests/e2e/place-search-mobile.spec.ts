import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { NO_STREETS_NOTICE } from '@vtrans/contracts/map';
import { expect, test } from './browser-test';
import { newClientAddress } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { expectMapLoaded } from './map-loaded';
import { e2ePort } from './e2e-env';
import { cleanUpAfterEach, runDatabase } from './run-database';
import { Installation } from '../support/installation';

// Issue 57: the place search promises only what the loaded data can answer. A fresh install has no
// street names; the office's street import (`npm run import:basemap`) brings them.
const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
});

const search = (page: Page) => page.getByRole('combobox', { name: 'Find a place, road or address' });

async function openCommentMap(page: Page, baseUrl = '') {
  const coverage = page.waitForResponse((response) => response.url().includes('/api/map-explorer/places/coverage') && response.ok());
  await page.goto(`${baseUrl}/interactvtrans/comments/new`);
  await coverage;
}

test('on the default data the search offers examples it can find, says street names come with a street map, and keeps the street words for the comment', async ({
  page,
}) => {
  await openCommentMap(page);
  await expect(search(page)).toHaveAttribute('placeholder', 'e.g. Richmond, Blacksburg or I-64');
  await expect(page.locator('.place-search__hint')).toHaveText(
    `Suggestions appear as you type: a city, county, town or route number. ${NO_STREETS_NOTICE} Until then, pick the city and place the pin, or use your location.`,
  );
  await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Every example in the box finds something.
  for (const [typed, first] of [
    ['Richmond', /^City of Richmond/],
    ['Blacksburg', /^Blacksburg/],
    ['I-64', /^I-64/],
  ] as const) {
    await search(page).fill(typed);
    await expect(page.getByRole('option').first(), typed).toHaveAccessibleName(first);
  }

  // A street in the city: the city is offered; picking it keeps the street's words for the comment.
  await search(page).fill('Broad St, Richmond');
  await page.getByRole('option', { name: /^City of Richmond/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing City of Richmond.' })).toHaveText(
    'Showing City of Richmond. “Broad St” is kept as your comment’s location note.',
  );
  // The choice opens the map (on a phone it waits until then) on the city.
  await expectMapLoaded(page.locator('.maplibregl-canvas'), /^Map for placing your comment/);
  const map = page.locator('.phone-comment__map');
  const box = (await map.boundingBox())!;
  await map.locator('canvas').tap({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect(page.getByText(/^Pin placed at 37\.\d+, -77\.\d+; the comment notes the place as “Broad St”\./)).toBeVisible();
  const text = `The crossing at Broad St needs a signal (${Date.now()})`;
  afterTest((database) => database.deleteFrom('comments').where('text', '=', text).execute());
  const form = page.getByRole('form', { name: 'Your comment' });
  await form.getByLabel('Category').selectOption('Walking and biking');
  await form.getByLabel('Comment', { exact: true }).fill(text);
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Your comment is on the map.')).toBeVisible();
  const stored = await db().selectFrom('comments').select('location_note').where('text', '=', text).executeTakeFirstOrThrow();
  expect(stored.location_note).toBe('Broad St');
});

test.describe('after the office imports a street map', () => {
  // An installation of its own: an import changes the map for every test that shares a server.
  let stack: Installation;
  let baseUrl: string;
  test.beforeAll(async () => {
    test.setTimeout(360_000);
    stack = await new Installation({ seeded: true }).start();
    // The office's command, on the committed downtown Richmond extract.
    await promisify(execFile)('npm', ['run', 'import:basemap', '--', 'tests/fixtures/osm/richmond-downtown.osm'], {
      env: { ...process.env, ...stack.processEnv },
    });
    baseUrl = await stack.startWeb(e2ePort + 16);
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test('the search box offers street examples and finds the streets, with no notice', async ({ page }) => {
    await openCommentMap(page, baseUrl);
    await expect(search(page)).toHaveAttribute('placeholder', 'e.g. Broad St, Richmond or I-64');
    await expect(page.locator('.place-search__hint')).toHaveCount(0);
    await expect(page.getByText(NO_STREETS_NOTICE)).toHaveCount(0);
    await search(page).fill('Broad St, Richmond');
    await expect(page.getByRole('option', { name: /^West Broad Street/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /^East Broad Street/ })).toBeVisible();
  });
});
