import { type APIRequestContext, expect, request as newRequest, test } from '@playwright/test';
import { type NextServer, startNextServer } from '../../support/next-server';
import { createUser, newClientAddress, signedInCookie } from '../auth-fixtures';
import { e2eAppEnv, e2eBaseUrl, e2ePort, e2eProductionHost } from '../e2e-env';
import { cleanUpAfterEach, runDatabase } from '../run-database';

const route = '/about/about-vtrans';
const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

/**
 * A program update of the test's own, gone again after it however it ended: a page no one has
 * asked for yet, which the test may change (the seeded pages are other specs' to read). Dated
 * before the seeded updates, so no list leads with it meanwhile.
 */
async function ownUpdate(intro: string): Promise<{ id: string; path: string }> {
  const id = `01-01-2019-Page-cache-check-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  afterTest((database) => database.deleteFrom('updates').where('id', '=', id).execute());
  await db()
    .insertInto('updates')
    .values({ id, published_on: '2019-01-01', title: `Page cache check ${id}`, intro, body: '' })
    .execute();
  return { id, path: `/get-involved/program-updates/update?id=${encodeURIComponent(id)}` };
}

/** A second server (server.mjs, as `npm start` runs it) of the same build on the same database and Redis: the site scaled out. */
const secondPort = e2ePort + 4;
const secondBaseUrl = `http://127.0.0.1:${secondPort}`;
let second: NextServer;
let secondRequest: APIRequestContext;

test.beforeAll(async () => {
  second = startNextServer(secondPort, { ...e2eAppEnv(), PORT: String(secondPort), LOG_LEVEL: 'warn' }, 'ignore');
  await expect
    .poll(
      () =>
        fetch(`${secondBaseUrl}/api/ready`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  secondRequest = await newRequest.newContext({ baseURL: secondBaseUrl });
});

test.afterAll(async () => {
  await secondRequest?.dispose();
  await second?.stop();
});

const instances = (request: APIRequestContext) => [
  { name: 'first', request, baseUrl: e2eBaseUrl },
  { name: 'second', request: secondRequest, baseUrl: secondBaseUrl },
];

/** GET a page, as its cache outcome and HTML. */
async function visit(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers });
  expect(response.status(), path).toBe(200);
  return { cache: response.headers()['x-page-cache'] ?? 'none', html: await response.text(), headers: response.headers() };
}

/**
 * Runs a sequence of requests that expects copies to stay cached from its first step to its last,
 * again from the start until one run gets through. Every content table is under one tag
 * (page-content), so a write anywhere in the lane's database — another test's clean-up, or a job
 * of the worker finishing after its test ended — gives every page a new version, and a copy can be
 * re-rendered in the middle of the sequence ('miss' where 'hit' was expected). What these tests
 * claim is what happens when no write comes between; a cache that never serves a copy fails every run.
 */
function withoutWritesBetween(sequence: () => Promise<void>) {
  return expect(sequence).toPass({ timeout: 30_000, intervals: [250, 500, 1_000] });
}

/** Requests until the page comes from the cache (the first ones after start-up may render). */
async function cachedCopy(request: APIRequestContext, path: string) {
  await expect.poll(async () => (await visit(request, path)).cache, { timeout: 10_000 }).toBe('hit');
  return visit(request, path);
}

test('a page rendered by one instance is served from the shared cache by the other, without a query', async ({ request }) => {
  const seededIntro = (await db().selectFrom('pages').select('intro').where('route', '=', route).executeTakeFirstOrThrow()).intro;
  const path = `${route}?from=shared-cache-${Date.now()}`;
  // An unlisted query parameter is never cached: every request renders.
  expect((await visit(request, path)).cache).toBe('none');

  await withoutWritesBetween(async () => {
    const first = await cachedCopy(request, route);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers['set-cookie']).toBeUndefined();
    // The second instance's first answer is already a hit: the copy is in Redis, not only in the
    // first process. Its ETag is the same copy's.
    const shared = await visit(secondRequest, route);
    expect(shared.cache).toBe('hit');
    // (The same copy whichever encoding it was sent in: a gzipped one's ETag ends -gzip.)
    const copyOf = (etag: string | undefined) => etag?.replace(/-gzip"$/, '"');
    expect(copyOf(shared.headers.etag)).toBe(copyOf(first.headers.etag));
    expect(shared.html).toContain(seededIntro);
  });

  // A link from a newsletter or a social network is the same page: its tracking parameters do not
  // cost a render (issue 58).
  await withoutWritesBetween(async () => {
    const plain = await cachedCopy(request, route);
    const shared = await visit(secondRequest, `${route}?utm_source=newsletter&utm_medium=email&fbclid=IwAR0test`);
    expect(shared.cache).toBe('hit');
    expect(shared.headers.etag?.replace(/-gzip"$/, '"')).toBe(plain.headers.etag?.replace(/-gzip"$/, '"'));
  });

  // A client-side navigation asks for the RSC payload, never the cached HTML.
  const navigation = await request.get(route, { headers: { rsc: '1' } });
  expect(navigation.headers()['content-type']).toContain('text/x-component');
  expect(navigation.headers()['x-page-cache']).toBeUndefined();

  // A browser that has the copy gets 304.
  await withoutWritesBetween(async () => {
    const current = await cachedCopy(request, route);
    const revalidated = await secondRequest.get(route, { headers: { 'if-none-match': current.headers.etag! } });
    expect(revalidated.status()).toBe(304);
  });
});

test('a write in SQL, as psql or the worker would make it, is seen on both instances within a second', async ({ request }) => {
  const before = `Written before the change at ${Date.now()}.`;
  const { id, path } = await ownUpdate(before);
  for (const instance of instances(request)) expect((await cachedCopy(instance.request, path)).html, instance.name).toContain(before);
  const intro = `Changed by hand at ${Date.now()}.`;
  await db().updateTable('updates').set({ intro }).where('id', '=', id).execute();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const instance of instances(request)) {
    const page = await visit(instance.request, path);
    expect(page.html, instance.name).toContain(intro);
    expect(page.html, instance.name).not.toContain(before);
  }
  // And the new copy is cached again.
  expect((await cachedCopy(request, path)).html).toContain(intro);
});

test('a comment posted through one instance is on its writer’s next page at once, and on the other instance within a second', async ({ request }) => {
  const path = '/interactvtrans/comments';
  await cachedCopy(secondRequest, path);
  const marker = `Posted through the first instance ${Date.now()}`;
  const posted = await request.post('/api/comment/insert-comment', {
    headers: { origin: e2eBaseUrl, 'x-forwarded-for': newClientAddress() },
    data: { geometry: { type: 'Point', coordinates: [-77.436, 37.5407] }, category: 'Safety', text: marker },
  });
  expect(posted.status()).toBe(201);
  // The writer reads its own write at once: its next requests skip the cache for two seconds.
  const own = await visit(request, path);
  expect(own.cache).toBe('none');
  expect(own.html).toContain(marker);
  // Everyone else, on either instance, within a second.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect((await visit(secondRequest, path)).html).toContain(marker);
});

test('the copy depends on the host only as far as the robots tag does', async ({ request }) => {
  await withoutWritesBetween(async () => {
    const elsewhere = await cachedCopy(request, route);
    const production = await visit(request, route, { host: e2eProductionHost });
    expect(elsewhere.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(production.html).not.toContain('<meta name="robots"');
    // A forged Host gets the ordinary copy and leaves no trace in it.
    const forged = await visit(request, route, { host: 'evil.example' });
    expect(forged.cache).toBe('hit');
    expect(forged.headers.etag).toBe(elsewhere.headers.etag);
    expect(forged.html).not.toContain('evil.example');
  });
});

test('a signed-in visit is never cached, so a staff member’s view never becomes the public copy', async ({ request }) => {
  const staff = await createUser(db(), 'admin');
  const cookie = await signedInCookie(db(), staff.id);
  // An address no one has asked for yet (a crawl of the sitemap by another test asks for every seeded one).
  const { path } = await ownUpdate('Read signed in, then signed out.');

  for (const instance of instances(request)) {
    const signedIn = await visit(instance.request, path, { cookie });
    expect(signedIn.cache, instance.name).toBe('none');
    expect(signedIn.headers['cache-control'], instance.name).toContain('no-store');
  }
  // The signed-in visits stored nothing: the first anonymous visit renders the public copy.
  const anonymous = await visit(request, path);
  expect(anonymous.cache).toBe('miss');
  // And that copy is the one both instances serve.
  await withoutWritesBetween(async () => {
    await cachedCopy(request, path);
    expect((await visit(secondRequest, path)).cache).toBe('hit');
  });

  // The admin area is never cached, for staff or anyone else.
  for (const headers of [{ cookie }, {}] as Record<string, string>[]) {
    const admin = await request.get('/admin', { headers, maxRedirects: 0 });
    expect(admin.headers()['x-page-cache']).toBeUndefined();
  }
});

test('a copy held in memory is sent before Next routes the request, to those the cache serves and no one else', async ({ request }) => {
  const staff = await createUser(db(), 'admin');
  const cookie = await signedInCookie(db(), staff.id);
  await withoutWritesBetween(async () => {
    // Held in both processes' memory from here on: the server's front door answers (decision 013).
    await cachedCopy(request, route);
    await cachedCopy(secondRequest, route);

    for (const instance of instances(request)) {
      // The copy this instance holds (after a write elsewhere each instance may have rendered its own).
      const held = await visit(instance.request, route);
      // The request id is given as the proxy gives it: a plain one kept, anything else replaced.
      const traced = await instance.request.get(route, { headers: { 'x-request-id': 'front-door-trace-1' } });
      expect(traced.headers()['x-page-cache'], instance.name).toBe('hit');
      expect(traced.headers()['x-request-id'], instance.name).toBe('front-door-trace-1');
      const forged = await instance.request.get(route, { headers: { 'x-request-id': 'not a plain id' } });
      expect(forged.headers()['x-request-id'], instance.name).toMatch(/^[0-9a-f-]{36}$/);

      // Gzipped once per copy, for a client that takes it; the same page either way.
      const plain = await instance.request.get(route, { headers: { 'accept-encoding': 'identity' } });
      const packed = await instance.request.get(route, { headers: { 'accept-encoding': 'gzip, deflate' } });
      const refused = await instance.request.get(route, { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
      expect(
        [plain, packed, refused].map((answer) => answer.headers()['x-page-cache']),
        instance.name,
      ).toEqual(['hit', 'hit', 'hit']);
      expect(plain.headers()['content-encoding'], instance.name).toBeUndefined();
      expect(refused.headers()['content-encoding'], instance.name).toBeUndefined();
      expect(packed.headers()['content-encoding'], instance.name).toBe('gzip');
      expect(await packed.text(), instance.name).toBe(await plain.text());
      expect(Number(packed.headers()['content-length']), instance.name).toBeLessThan(Number(plain.headers()['content-length']) / 2);
      expect(packed.headers().vary, instance.name).toMatch(/accept-encoding/i);
      expect(packed.headers().etag, instance.name).not.toBe(plain.headers().etag);

      // HEAD: the copy's headers and length, no body.
      const head = await instance.request.head(route);
      expect(head.headers()['x-page-cache'], instance.name).toBe('hit');
      expect(head.headers()['content-length'], instance.name).toBe(held.headers['content-length']);
      expect((await head.body()).length, instance.name).toBe(0);

      // Everyone the cache does not serve still reaches Next while the copy is in memory.
      const signedIn = await visit(instance.request, route, { cookie });
      expect(signedIn.cache, instance.name).toBe('none');
      expect(signedIn.headers['cache-control'], instance.name).toContain('no-store');
      expect((await visit(instance.request, route, { cookie: 'vtrans_wrote=1' })).cache, instance.name).toBe('none');
      const part = await instance.request.get(route, { headers: { range: 'bytes=0-9' } });
      expect(part.headers()['x-page-cache'], instance.name).toBeUndefined();
      const payload = await instance.request.get(`${route}?_rsc=front-door`, { headers: { rsc: '1' } });
      expect(payload.headers()['content-type'], instance.name).toContain('text/x-component');
      expect(payload.headers()['x-page-cache'], instance.name).toBeUndefined();
    }
  });
});

test('sessions, CSRF tokens and rate limits hold across instances', async ({ request }) => {
  const staff = await createUser(db(), 'reviewer');
  const cookie = await signedInCookie(db(), staff.id);
  // A session started on one instance is known to the other, with the same CSRF token.
  const first = await (await request.get('/api/auth/session', { headers: { cookie } })).json();
  const second = await (await secondRequest.get('/api/auth/session', { headers: { cookie } })).json();
  expect(second.data).toEqual(first.data);
  expect(second.data.user.email).toBe(staff.email);
  const csrf = (await (await request.get('/api/auth/csrf', { headers: { cookie } })).json()).data.csrfToken as string;
  expect((await (await secondRequest.get('/api/auth/csrf', { headers: { cookie } })).json()).data.csrfToken).toBe(csrf);
  // Signing out on the second with the token the first gave ends the session on both.
  const signedOut = await secondRequest.post('/api/auth/signout', {
    headers: { cookie, origin: secondBaseUrl, 'x-csrf-token': csrf, 'content-type': 'application/json' },
    data: {},
  });
  expect(signedOut.status()).toBe(200);
  expect((await (await request.get('/api/auth/session', { headers: { cookie } })).json()).data).toBeNull();

  // One client's comment allowance (5 per window) is counted across both instances.
  const client = newClientAddress();
  const post = (instance: ReturnType<typeof instances>[number], index: number) =>
    instance.request.post('/api/comment/insert-comment', {
      headers: { origin: instance.baseUrl, 'x-forwarded-for': client },
      data: { geometry: { type: 'Point', coordinates: [-77.4, 37.5] }, category: 'Transit', text: `Rate limit across instances #${index}` },
    });
  const [one, two] = instances(request);
  const statuses: number[] = [];
  for (let index = 0; index < 6; index += 1) statuses.push((await post(index % 2 === 0 ? one! : two!, index)).status());
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});
