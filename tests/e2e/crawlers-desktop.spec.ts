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
      'Disallow: /fact-check',
      'Disallow: /hidden-library',
      'Disallow: /interactvtrans/submit',
      '',
      `Sitemap: ${e2eSiteUrl}/sitemap.xml`,
    ].join('\n'),
  );
});

test('the production host’s pages may be indexed; every other host’s may not', async ({ request }) => {
  // A browser cannot send another Host; the page's HTML is read as a crawler reads it.
  const robotsMeta = async (headers: Record<string, string>) =>
    /<meta name="robots"[^>]*>/.exec(await (await request.get('/about/about-vtrans', { headers })).text())?.[0] ?? null;
  expect(await robotsMeta({})).toBe('<meta name="robots" content="noindex, nofollow"/>');
  expect(await robotsMeta({ host: productionHost })).toBeNull();
});

test('sitemap.xml lists every public page, update, meeting and comment period with its real last change, a newly published update at once', async ({
  page,
  request,
}) => {
  // An update of the test's own, gone again after it however it ended, so other specs' update lists
  // stay as seeded; dated before the seeded ones, so no page leads with it meanwhile.
  const newUpdateId = `crawlers-spec-update-${Date.now()}`;
  const periodTitle = `Sitemap check period ${Date.now()}`;
  afterTest(async (database) => {
    const items = await database.deleteFrom('content_items').where('kind', '=', 'updates').where('public_key', '=', newUpdateId).returning('id').execute();
    for (const { id } of items) await database.deleteFrom('audit_log').where('subject', '=', `content:${id}`).execute();
    await database.deleteFrom('updates').where('id', '=', newUpdateId).execute();
    await database.deleteFrom('comment_periods').where('title', '=', periodTitle).execute();
  });
  await db()
    .insertInto('updates')
    .values({
      id: newUpdateId,
      published_on: '2019-03-01',
      title: 'Sitemap check',
      intro: 'Published by the crawlers spec.',
      body: JSON.stringify(['Published by the crawlers spec.']),
    })
    .execute();
  // A comment period of the test's own, a year ahead (upcoming periods have public pages too).
  const period = await db()
    .insertInto('comment_periods')
    .values({
      title: periodTitle,
      description: 'Made by the crawlers spec.',
      subject: 'the sitemap',
      opens_at: new Date(Date.now() + 365 * 86_400_000),
      closes_at: new Date(Date.now() + 395 * 86_400_000),
    })
    .returning(['id', 'updated_at'])
    .executeTakeFirstOrThrow();
  const read = async () => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    // Chromium's XML parser reads it, as a crawler would.
    await page.goto('about:blank');
    return page.evaluate(
      (xml) => {
        const document = new DOMParser().parseFromString(xml, 'application/xml');
        if (document.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed XML');
        return Array.from(document.getElementsByTagName('url')).map((url) => ({
          loc: url.getElementsByTagName('loc')[0]!.textContent!,
          lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
        }));
      },
      await response.text(),
    );
  };
  const entries = await read();
  const paths = entries.map((entry) => new URL(entry.loc).pathname + new URL(entry.loc).search);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/',
      '/about/about-vtrans',
      '/interactvtrans/map-explorer',
      '/get-involved/meetings',
      `/get-involved/program-updates/update?id=${newUpdateId}`,
    ]),
  );
  expect(paths.filter((path) => path.startsWith('/get-involved/meetings/meeting?article='))).not.toHaveLength(0);
  expect(paths).not.toContain('/hidden-library');
  expect(paths).not.toContain('/interactvtrans/submit');
  // The public comment-period pages are listed (issue 57).
  expect(paths).toContain(`/get-involved/comment-periods/${period.id}`);
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
  expect(Date.parse(lastmodOf(`/get-involved/comment-periods/${period.id}`)!)).toBe(period.updated_at.getTime());

  // Every listed address answers (updates and meetings through their query strings).
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);

  // Adopting the row as an editable item (as the seed does) is no change; publishing one through
  // the editor, which the audit log records, moves the update's <lastmod> to that moment.
  const item = await db()
    .insertInto('content_items')
    .values({ kind: 'updates', public_key: newUpdateId, status: 'published', title: 'Sitemap check, corrected', published_revision: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lastmodOfUpdate = async () => (await read()).find((entry) => entry.loc.endsWith(newUpdateId))!.lastmod;
  expect(new Date((await lastmodOfUpdate())!).toISOString()).toBe('2019-03-01T05:00:00.000Z');
  const published = await db()
    .insertInto('audit_log')
    .values({
      actor_id: null,
      action: 'content.publish',
      subject: `content:${item.id}`,
      details: JSON.stringify({ kind: 'updates', key: newUpdateId, revision: 2 }),
    })
    .returning('created_at')
    .executeTakeFirstOrThrow();
  expect(Date.parse((await lastmodOfUpdate())!)).toBe(published.created_at.getTime());
});

test('every page names its icons, and the browser finds them: no 404 and no console error on the home page', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThanOrEqual(2);
  for (const href of [...icons, '/favicon.ico']) {
    const icon = await request.get(href);
    expect(icon.status(), href).toBe(200);
    expect(icon.headers()['content-type'], href).toMatch(/^image\//);
  }
});
