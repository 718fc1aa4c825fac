import { type APIRequestContext, expect, test } from '@playwright/test';
import { contentCacheDaysToLive, pageCacheTags } from '@vtrans/contracts/content';
import { virginiaToday } from '@vtrans/contracts/dates';
import { sql } from '@vtrans/db';
import { cleanUpAfterEach, runDatabase } from '../run-database';

/*
 * Each test changes rows of its own, added for it and gone after it however it ended: the seeded
 * announcements, updates and meetings are read by other specs, which run in the same lane between
 * this file's tests. Rows are dated long ago, so no list leads with them meanwhile.
 */
const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

/**
 * Changes a row without firing triggers (as if the cache tag were never told): what the API
 * answers afterwards shows whether it read the database or its cache.
 */
async function changeBehindTheCachesBack(statement: ReturnType<typeof sql>) {
  await db()
    .transaction()
    .execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await statement.execute(trx);
    });
}

/** A unique part for the rows of one test. */
const fresh = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** An announcement of the test's own, for `pages`; removed after the test. */
async function ownAnnouncement(fields: { message: string; href: string; pages: string[]; publishedOn: string }) {
  afterTest((database) => database.deleteFrom('announcements').where('message', '=', fields.message).execute());
  await db()
    .insertInto('announcements')
    .values({ message: fields.message, href: fields.href, pages: fields.pages, published_on: fields.publishedOn })
    .execute();
}

type Row = Record<string, unknown>;
const cases = [
  {
    tag: 'announcements',
    api: '/api/announcements',
    /** Adds the test's row (found again by `key`), whose field reads `original`. */
    add: async (key: string, original: string) => ownAnnouncement({ message: `Cache check ${key}`, href: original, pages: [], publishedOn: '2001-01-01' }),
    field: (data: Row[], key: string) => data.find((row) => row.Message === `Cache check ${key}`)?.Href,
    set: (key: string, value: string) => sql`update announcements set href = ${value} where message = ${`Cache check ${key}`}`,
  },
  {
    tag: 'updates',
    api: '/api/updates',
    add: async (key: string, original: string) => {
      afterTest((database) => database.deleteFrom('updates').where('id', '=', `01-01-2001-Cache-check-${key}`).execute());
      await db()
        .insertInto('updates')
        .values({ id: `01-01-2001-Cache-check-${key}`, published_on: '2001-01-01', title: original, intro: 'A check of the content cache.', body: '' })
        .execute();
    },
    field: (data: Row[], key: string) => data.find((row) => row.id === `01-01-2001-Cache-check-${key}`)?.Title,
    set: (key: string, value: string) => sql`update updates set title = ${value} where id = ${`01-01-2001-Cache-check-${key}`}`,
  },
  {
    tag: 'events',
    api: '/api/events',
    add: async (key: string, original: string) => {
      afterTest((database) => database.deleteFrom('events').where('title', '=', `Cache check ${key}`).execute());
      await db()
        .insertInto('events')
        .values({
          title: `Cache check ${key}`,
          starts_at: new Date('2001-01-01T17:00:00Z'),
          location: original,
          description: 'A check of the content cache.',
          article_name: null,
        })
        .execute();
    },
    field: (data: Row[], key: string) => data.find((row) => row.title === `Cache check ${key}`)?.location,
    set: (key: string, value: string) => sql`update events set location = ${value} where title = ${`Cache check ${key}`}`,
  },
];

async function fieldFrom(request: APIRequestContext, testCase: (typeof cases)[number], key: string) {
  const response = await request.get(testCase.api);
  expect(response.status()).toBe(200);
  return testCase.field((await response.json()).data, key);
}

test('every cached dataset and the page cache have their cache tags in the database', async () => {
  const rows = await db().selectFrom('cache_tags').select('tag').orderBy('tag').execute();
  expect(rows.map((row) => row.tag)).toEqual([...Object.keys(contentCacheDaysToLive), ...pageCacheTags].sort());
});

for (const testCase of cases) {
  test(`${testCase.tag} are served from the cache, and any write invalidates the tag`, async ({ request }) => {
    const key = fresh();
    const original = `/about/gap-ta?as=added-${key}`;
    await testCase.add(key, original);
    expect(await fieldFrom(request, testCase, key)).toBe(original);

    // A write from another process (as the worker or an admin edit would make) shows on the next request.
    await testCase.set(key, '/about/gap-ta?from=writer').execute(db());
    expect(await fieldFrom(request, testCase, key)).toBe('/about/gap-ta?from=writer');

    // A change the tag is not told about is not seen: the answer comes from the cache.
    await changeBehindTheCachesBack(testCase.set(key, '/about/gap-ta?from=unseen'));
    expect(await fieldFrom(request, testCase, key)).toBe('/about/gap-ta?from=writer');

    // Putting the row back invalidates the tag again.
    await testCase.set(key, original).execute(db());
    expect(await fieldFrom(request, testCase, key)).toBe(original);
  });
}

test('pages follow a write within a second: the home page’s announcement', async ({ request }) => {
  // Pages come from the page cache, which every web instance checks against the tags' versions
  // four times a second (decision 012); the first request after that second sees the write.
  const learnMoreAfterASecond = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const html = await (await request.get('/')).text();
    return html.match(/<aside class="announcement"[^]*?href="([^"]+)"/)?.[1];
  };
  // The home page's announcement is the newest for it: one of the test's own, dated today.
  const key = fresh();
  const message = `Cache check ${key}`;
  const original = `/about/gap-ta?as=added-${key}`;
  const set = (href: string) => sql`update announcements set href = ${href} where message = ${message}`;
  await ownAnnouncement({ message, href: original, pages: ['/'], publishedOn: virginiaToday() });
  expect(await learnMoreAfterASecond()).toBe(original);
  await set('/about/gap-ta?from=writer').execute(db());
  expect(await learnMoreAfterASecond()).toBe('/about/gap-ta?from=writer');
  await changeBehindTheCachesBack(set('/about/gap-ta?from=unseen'));
  expect(await learnMoreAfterASecond()).toBe('/about/gap-ta?from=writer');
  await set(original).execute(db());
  expect(await learnMoreAfterASecond()).toBe(original);
});
