import { type APIRequestContext, expect, test } from '@playwright/test';
import { contentCacheDaysToLive, pageCacheTags, updateId } from '@vtrans/contracts/content';
import { sql } from '@vtrans/db';
import { announcements, events, updates } from '../../../packages/seed/src/data/datasets';
import { runDatabase } from '../run-database';

// Each test puts back what it changes: the seed leaves content staff own alone (issue 20).
const db = runDatabase();

/**
 * Changes a row without firing triggers (as if the cache tag were never told): what the API
 * answers afterwards shows whether it read the database or its cache.
 */
async function changeBehindTheCachesBack(statement: ReturnType<typeof sql>) {
  await db().transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await statement.execute(trx);
  });
}

const firstAnnouncement = announcements[0]!;
const firstUpdate = updates[0]!;
const firstUpdateId = updateId(firstUpdate.date, firstUpdate.title);
const firstEvent = events[0]!;

type Row = Record<string, unknown>;
const cases = [
  {
    tag: 'announcements',
    api: '/api/announcements',
    field: (data: Row[]) => data.find((row) => row.Message === firstAnnouncement.message)?.Href,
    seeded: firstAnnouncement.href,
    set: (value: string) => sql`update announcements set href = ${value} where message = ${firstAnnouncement.message}`,
  },
  {
    tag: 'updates',
    api: '/api/updates',
    field: (data: Row[]) => data.find((row) => row.id === firstUpdateId)?.Title,
    seeded: firstUpdate.title,
    set: (value: string) => sql`update updates set title = ${value} where id = ${firstUpdateId}`,
  },
  {
    tag: 'events',
    api: '/api/events',
    field: (data: Row[]) => data.find((row) => row.title === firstEvent.title)?.location,
    seeded: firstEvent.location,
    set: (value: string) => sql`update events set location = ${value} where title = ${firstEvent.title}`,
  },
];

async function fieldFrom(request: APIRequestContext, testCase: (typeof cases)[number]) {
  const response = await request.get(testCase.api);
  expect(response.status()).toBe(200);
  return testCase.field((await response.json()).data);
}

test('every cached dataset and the page cache have their cache tags in the database', async () => {
  const rows = await db().selectFrom('cache_tags').select('tag').orderBy('tag').execute();
  expect(rows.map((row) => row.tag)).toEqual([...Object.keys(contentCacheDaysToLive), ...pageCacheTags].sort());
});

for (const testCase of cases) {
  test(`${testCase.tag} are served from the cache, and any write invalidates the tag`, async ({
    request,
  }) => {
    expect(await fieldFrom(request, testCase)).toBe(testCase.seeded);

    // A write from another process (as the worker or an admin edit would make) shows on the next request.
    await testCase.set('/about/gap-ta?from=writer').execute(db());
    expect(await fieldFrom(request, testCase)).toBe('/about/gap-ta?from=writer');

    // A change the tag is not told about is not seen: the answer comes from the cache.
    await changeBehindTheCachesBack(testCase.set('/about/gap-ta?from=unseen'));
    expect(await fieldFrom(request, testCase)).toBe('/about/gap-ta?from=writer');

    // Putting the row back invalidates the tag again.
    await testCase.set(testCase.seeded).execute(db());
    expect(await fieldFrom(request, testCase)).toBe(testCase.seeded);
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
  expect(await learnMoreAfterASecond()).toBe(firstAnnouncement.href);
  await cases[0]!.set('/about/gap-ta?from=writer').execute(db());
  expect(await learnMoreAfterASecond()).toBe('/about/gap-ta?from=writer');
  await changeBehindTheCachesBack(cases[0]!.set('/about/gap-ta?from=unseen'));
  expect(await learnMoreAfterASecond()).toBe('/about/gap-ta?from=writer');
  await cases[0]!.set(firstAnnouncement.href).execute(db());
  expect(await learnMoreAfterASecond()).toBe(firstAnnouncement.href);
});
