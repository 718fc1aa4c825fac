import { expect, test } from './browser-test';
import { e2eProductionHost as productionHost, e2eSiteUrl } from './e2e-env';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

test('robots.txt keeps crawlers off every host but the production one, where it names the sitemap', async ({ request }) => {
  const elsewhere = await request.get('/robots.txt');
  expect(elsewhere.status()).toBe(200);
  expect((await elsewhere.text()).trim()).toBe('User-Agent: *\nDisallow: /');
  const production = await request.get('/robots.txt', { headers: { host: productionHost } });
  expect((await production.text()).trim()).toBe(
    [
      'User-Agent: *',
      'Allow: /',
      // The folders whose route-policy.ts says `unlisted`.
      'Disallow: /admin',
      'Disallow: /api',
      'Disallow: /auth',
      'Disallow: /hidden-library',
      'Disallow: /interactvtrans/submit',
      '',
      `Sitemap: ${e2eSiteUrl}/sitemap.xml`,
    ].join('\n'),
  );
});

test('the production host’s pages may be indexed; every other host’s may not', async ({ request }) => {
  // A browser cannot send another Host; the page's HTML is read as a crawler reads it.
  const robotsMeta = async (headers: Record<string, string>) => /<meta name="robots"[^>]*>/.exec(await (await request.get('/about/about-vtrans', { headers })).text())?.[0] ?? null;
  expect(await robotsMeta({})).toBe('<meta name="robots" content="noindex, nofollow"/>');
  expect(await robotsMeta({ host: productionHost })).toBeNull();
});

test('sitemap.xml lists every public page, update, meeting and comment period with its real last change, a newly published update at once', async ({ page, request }) => {
  // An update of the test's own, gone again after it however it ended, so other specs' update lists
  // stay as seeded; dated before the seeded ones, so no page leads with it meanwhile.
  const newUpdateId = `crawlers-spec-update-${Date.now()}`;
  afterTest(async (database) => {
    await database.deleteFrom('content_items').where('kind', '=', 'updates').where('public_key', '=', newUpdateId).execute();
    await database.deleteFrom('updates').where('id', '=', newUpdateId).execute();
  });
  await db().insertInto('updates').values({ id: newUpdateId, published_on: '2019-03-01', title: 'Sitemap check', intro: 'Published by the crawlers spec.', body: JSON.stringify(['Published by the crawlers spec.']) }).execute();
  const read = async () => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    // Chromium's XML parser reads it, as a crawler would.
    await page.goto('about:blank');
    return page.evaluate((xml) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      if (document.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed XML');
      return Array.from(document.getElementsByTagName('url')).map((url) => ({
        loc: url.getElementsByTagName('loc')[0]!.textContent!,
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      }));
    }, await response.text());
  };
  const entries = await read();
  const paths = entries.map((entry) => new URL(entry.loc).pathname + new URL(entry.loc).search);
  expect(paths).toEqual(expect.arrayContaining(['/', '/about/about-vtrans', '/interactvtrans/map-explorer', '/get-involved/meetings', `/get-involved/program-updates/update?id=${newUpdateId}`]));
  expect(paths.filter((path) => path.startsWith('/get-involved/meetings/meeting?article='))).not.toHaveLength(0);
  expect(paths).not.toContain('/hidden-library');
  expect(paths).not.toContain('/interactvtrans/submit');
  // The public comment-period pages are listed (issue 57).
  const period = await db().selectFrom('comment_periods').select('id').orderBy('opens_at').limit(1).executeTakeFirst();
  if (period) expect(paths).toContain(`/get-involved/comment-periods/${period.id}`);
  // A public document's page and its web version are listed (issue 37); a hidden document's are not.
  const [listed, hidden] = await Promise.all([
    db().selectFrom('documents').select(['id', 'published_on']).where('file_name', '=', 'VTrans_Policy_Guide.pdf').executeTakeFirstOrThrow(),
    db().selectFrom('documents').select('id').where('hidden', '=', true).executeTakeFirstOrThrow(),
  ]);
  expect(paths).toEqual(expect.arrayContaining([`/documents-and-media/${listed.id}`, `/documents-and-media/${listed.id}/web-page`]));
  expect(paths.filter((path) => path.includes(hidden.id))).toEqual([]);
  for (const entry of entries) if (entry.lastmod !== null) expect(Number.isNaN(Date.parse(entry.lastmod)), entry.loc).toBe(false);

  // Dates are real changes, not the moment the database was seeded (issue 57): a seeded page nobody
  // edited has none; a document and an update carry the day they were published (midnight in Virginia).
  const lastmodOf = (path: string) => entries.find((entry) => new URL(entry.loc).pathname + new URL(entry.loc).search === path)!.lastmod;
  expect(lastmodOf('/about/about-vtrans')).toBeNull();
  expect(new Date(lastmodOf(`/documents-and-media/${listed.id}`)!).toISOString()).toBe(new Date(`${listed.published_on}T05:00:00Z`).toISOString());
  expect(new Date(lastmodOf(`/get-involved/program-updates/update?id=${newUpdateId}`)!).toISOString()).toBe('2019-03-01T05:00:00.000Z');

  // Every listed address answers (updates and meetings through their query strings).
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);

  // Publishing a change through the editor moves the update's <lastmod> to that moment.
  const published = await db()
    .insertInto('content_items')
    .values({ kind: 'updates', public_key: newUpdateId, status: 'published', title: 'Sitemap check, corrected', published_revision: 1 })
    .returning('updated_at')
    .executeTakeFirstOrThrow();
  const moved = (await read()).find((entry) => entry.loc.endsWith(newUpdateId))!.lastmod;
  expect(Date.parse(moved!)).toBe(published.updated_at.getTime());
});

test('every page names its icons, and the browser finds them: no 404 and no console error on the home page', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  const icons = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThanOrEqual(2);
  for (const href of [...icons, '/favicon.ico']) {
    const icon = await request.get(href);
    expect(icon.status(), href).toBe(200);
    expect(icon.headers()['content-type'], href).toMatch(/^image\//);
  }
});
