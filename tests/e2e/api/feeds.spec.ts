import { expect, test } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { sql } from 'kysely';
import { cleanUpAfterEach, runDatabase } from '../run-database';
import { e2eSiteUrl } from '../e2e-env';

// The feeds people subscribe to, read with parsers nobody here wrote, against the seeded site.
const db = runDatabase();
// What a test adds (an update, a meeting, an event) goes again after it, however it ended.
const afterTest = cleanUpAfterEach(db);

const parseXml = (text: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'entry' || name === 'link' }).parse(text);
const events = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

test('the program updates feed is a valid Atom feed of every update, newest first, each linking its page', async ({ request }) => {
  const response = await request.get('/get-involved/program-updates/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  const feed = parseXml(text).feed;
  expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom');
  const updates = await db().selectFrom('updates').select(['id', 'title', 'intro']).orderBy('published_on', 'desc').orderBy('id').execute();
  // Comment periods are announced in the same feed from their opening (issue 41); the updates keep their order among them.
  const updateEntries = feed.entry.filter((entry: { title: { '#text': string } }) => !/^Comment period (open|closed): /.test(entry.title['#text']));
  expect(updateEntries.map((entry: { title: { '#text': string } }) => entry.title['#text'])).toEqual(updates.map((update) => update.title));
  expect(updateEntries[0].summary['#text']).toBe(updates[0]!.intro);
  const page = await request.get(new URL(updateEntries[0].link[0].href).pathname + new URL(updateEntries[0].link[0].href).search);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(updates[0]!.title);
});

test('each entry of the updates feed carries its own publication time: when an editor published it, else noon in Virginia on its date', async ({ request }) => {
  const feed = parseXml(await (await request.get('/get-involved/program-updates/feed.xml')).text()).feed;
  const updates = await db().selectFrom('updates').select(['id', 'published_on']).execute();
  const { rows: publishings } = await sql<{ key: string; at: Date }>`
    select a.details->>'key' as key, min(a.created_at) as at from audit_log a
    where a.action in ('content.publish', 'content.publish-scheduled') group by 1`.execute(db());
  type Entry = { id: string; published: string; updated: string };
  for (const entry of (feed.entry as Entry[]).filter((candidate) => !candidate.id.includes('/get-involved/comment-periods/'))) {
    const update = updates.find((candidate) => entry.id.endsWith(encodeURIComponent(candidate.id)))!;
    const published = publishings.find((publishing) => publishing.key === update.id)?.at ?? new Date(`${update.published_on}T12:00:00-05:00`);
    // Noon Eastern: 17:00 UTC in winter, 16:00 in summer.
    const noonEdt = new Date(`${update.published_on}T12:00:00-04:00`);
    expect([published.getTime(), noonEdt.getTime()]).toContain(new Date(entry.published).getTime());
    expect(new Date(entry.updated).getTime()).toBeGreaterThanOrEqual(new Date(entry.published).getTime());
  }
  // Not the moment the site started, shared by all.
  expect(new Set((feed.entry as Entry[]).map((entry) => entry.updated)).size).toBeGreaterThan(1);
});

test('text with markup and control characters keeps the feed well-formed and arrives as text', async ({ request }) => {
  // Dated before the seeded updates, so no page leads with it while it is there.
  const id = `11-20-2019-Feed-markup-${Date.now()}`;
  afterTest((database) => database.deleteFrom('updates').where('id', '=', id).execute());
  await db()
    .insertInto('updates')
    .values({
      id,
      published_on: '2019-11-20',
      title: 'Speeds < 25 mph & <script>alert(1)</script>\u0007',
      intro: 'I <3 the trail',
      body: '<img src=x onerror=alert(1)>\n\nRead [the plan](/about/about-vtrans), not [this](javascript:alert(1)).',
    })
    .execute();
  const text = await (await request.get('/get-involved/program-updates/feed.xml')).text();
  expect(XMLValidator.validate(text)).toBe(true);
  const entry = parseXml(text).feed.entry.find((candidate: { id: string }) => candidate.id.includes(id));
  expect(entry.title['#text']).toBe('Speeds < 25 mph & <script>alert(1)</script>');
  // The Markdown body as HTML: raw HTML gone, a javascript: link left as words, a site link kept.
  expect(entry.content['#text']).toBe('<p>Read <a href="/about/about-vtrans">the plan</a>, not [this](javascript:alert(1)).</p>');
});

test('the meetings calendar holds every meeting still to come, and nothing past', async ({ request }) => {
  // One of its own a week ahead, so the test does not age with the seeded dates.
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  startsAt.setUTCSeconds(0, 0);
  const title = `Listening session, Roanoke; bring questions (${Date.now()})`;
  afterTest((database) => database.deleteFrom('events').where('title', '=', title).execute());
  await db()
    .insertInto('events')
    .values({
      title,
      starts_at: startsAt,
      location: 'Roanoke Higher Education Center, 108 N. Jefferson St., Roanoke',
      description: 'What should the plan do for the Roanoke Valley?',
      article_name: null,
    })
    .execute();
  const response = await request.get('/get-involved/meetings/calendar.ics');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const upcoming = await db()
    .selectFrom('events')
    .select(['title', 'starts_at', 'location'])
    .where('starts_at', '>=', sql<Date>`now()`)
    .orderBy('starts_at')
    .execute();
  const found = events(await response.text());
  expect(found.map((event) => [event.summary, event.startDate.toJSDate().toISOString(), event.location])).toEqual(
    upcoming.map((event) => [event.title, event.starts_at.toISOString(), event.location]),
  );
  expect(found.map((event) => event.summary)).toContain(title);
  expect(found.every((event) => event.startDate.toJSDate() >= new Date(Date.now() - 60_000))).toBe(true);
  expect(new Set(found.map((event) => event.uid)).size).toBe(found.length);
});

test('a meeting’s .ics is its own calendar entry, timed, or a whole day when only its day is known; an unknown one is 404', async ({ request }) => {
  // Seeded meetings have a time in Richmond's zone (EDT in March and September).
  const workshop = events(await (await request.get('/get-involved/meetings/meeting/calendar.ics?article=ctb-workshop-vision-2025')).text());
  expect(workshop).toHaveLength(1);
  expect(workshop[0]!.summary).toBe('CTB workshop: the 2025 VTrans Vision');
  expect(workshop[0]!.startDate.toJSDate().toISOString()).toBe('2025-03-18T14:00:00.000Z');
  expect(workshop[0]!.uid).toBe('meeting-ctb-workshop-vision-2025@vtrans.org');

  const webinar = events(await (await request.get('/get-involved/meetings/meeting/calendar.ics?article=mid-term-needs-webinar-2023')).text());
  expect(webinar[0]!.startDate.toJSDate().toISOString()).toBe('2023-09-12T18:00:00.000Z');

  // A meeting from before meetings had times (only its day, no event) is a whole-day entry.
  const name = `day-only-${Date.now()}`;
  afterTest((database) => database.deleteFrom('articles').where('name', '=', name).execute());
  await db().insertInto('articles').values({ name, title: 'Day only', intro: 'A day.', body: '', meeting_on: '2023-10-02', location: 'Online' }).execute();
  const dayOnly = events(await (await request.get(`/get-involved/meetings/meeting/calendar.ics?article=${name}`)).text());
  expect(dayOnly[0]!.startDate.isDate).toBe(true);
  expect(dayOnly[0]!.startDate.toString()).toBe('2023-10-02');

  expect((await request.get('/get-involved/meetings/meeting/calendar.ics?article=no-such-meeting')).status()).toBe(404);
  expect((await request.get('/get-involved/meetings/meeting/calendar.ics?article=..%2Fetc')).status()).toBe(400);
});

test('an event without a meeting page has its own .ics; an unknown one is 404 and a bad number 400', async ({ request }) => {
  const event = await db().selectFrom('events').select(['id', 'title', 'starts_at']).where('article_name', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  const response = await request.get(`/get-involved/meetings/event/calendar.ics?id=${event.id}`);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const found = events(await response.text());
  expect(found.map((entry) => [entry.summary, entry.startDate.toJSDate().toISOString(), entry.uid])).toEqual([
    [event.title, event.starts_at.toISOString(), `event-${event.id}@vtrans.org`],
  ]);
  expect((await request.get('/get-involved/meetings/event/calendar.ics?id=99999999')).status()).toBe(404);
  expect((await request.get('/get-involved/meetings/event/calendar.ics?id=abc')).status()).toBe(400);
});

test('the pages name their feeds for readers and calendar programs that look for them', async ({ request }) => {
  // Next writes the attributes as type, href, title.
  // Addresses are absolute, on the site's origin (SITE_URL).
  const site = e2eSiteUrl;
  const updates = await (await request.get('/get-involved/program-updates')).text();
  expect(updates).toContain(
    `<link rel="alternate" type="application/atom+xml" href="${site}/get-involved/program-updates/feed.xml" title="VTrans program updates"/>`,
  );
  const meetings = await (await request.get('/get-involved/meetings')).text();
  expect(meetings).toContain(`<link rel="alternate" type="text/calendar" href="${site}/get-involved/meetings/calendar.ics" title="VTrans meetings"/>`);
  const meeting = await (await request.get('/get-involved/meetings/meeting?article=ctb-workshop-vision-2025')).text();
  expect(meeting).toContain('href="/get-involved/meetings/meeting/calendar.ics?article=ctb-workshop-vision-2025"');
});

// Issue 56: an entry announcing a period as open stayed so after it closed.
test('a comment period’s entry says it has closed once it has, updated at its closing', async ({ request }) => {
  const title = `Closed freight period ${Date.now()}`;
  const closesAt = new Date(Date.now() - 3_600_000);
  const { id } = await db()
    .insertInto('comment_periods')
    .values({ title, description: 'The freight element.', subject: 'Freight', opens_at: new Date(Date.now() - 2 * 3_600_000), closes_at: closesAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  afterTest((database) => database.deleteFrom('comment_periods').where('id', '=', id).execute());
  type Entry = { title: { '#text': string }; updated: string; summary: { '#text': string } };
  const entryOf = async () =>
    (parseXml(await (await request.get('/get-involved/program-updates/feed.xml')).text()).feed.entry as Entry[]).find((entry) =>
      entry.title['#text'].endsWith(title),
    );
  await expect.poll(async () => (await entryOf())?.title['#text'], { timeout: 3_000 }).toBe(`Comment period closed: ${title}`);
  const entry = (await entryOf())!;
  expect(new Date(entry.updated).getTime()).toBe(closesAt.getTime());
  expect(entry.summary['#text']).toMatch(
    /^Freight\. Comments were taken until \d\d\/\d\d\/\d{4}, .* E[SD]T\. Its page shows what we heard and how we answered\.$/,
  );
});
