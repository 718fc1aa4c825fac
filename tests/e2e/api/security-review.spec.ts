import { readFileSync } from 'node:fs';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { createUser, signedInCookie } from '../auth-fixtures';
import { e2eBaseUrl } from '../e2e-env';
import { runDatabase } from '../run-database';

const db = runDatabase();

// The findings of the security review of issue 38, each with a test that failed on main before its fix.

// Issue 38: an answer for a signed-in person is theirs alone; no browser or proxy cache may keep it.
test('staff and personal JSON answers carry Cache-Control: no-store; public ones keep their caching', async ({ request }) => {
  const admin = await signedInCookie(db(), (await createUser(db(), 'admin')).id);
  const locality = await signedInCookie(db(), (await createUser(db(), 'locality')).id);
  for (const [path, cookie] of [
    ['/api/admin/users', admin],
    ['/api/admin/documents/accessibility', admin],
    ['/api/spatial-data/listing', locality],
    ['/api/auth/session', admin],
  ] as const) {
    const response = await request.get(path, { headers: { cookie } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toContain('no-store');
  }
  // Refused too: a 401 or 403 names no one, but is no answer to keep either.
  expect((await request.get('/api/admin/users')).headers()['cache-control']).toContain('no-store');
  // A public answer, asked without a session, is not touched.
  const announcements = await request.get('/api/announcements');
  expect(announcements.headers()['cache-control'] ?? '').not.toContain('no-store');
});

// Issue 38: a NUL in the address used to reach Postgres, which refuses it in text: a 500.
test('a NUL character in a query or a path is a 400 naming it, on pages and APIs alike', async ({ request }) => {
  for (const path of ['/api/search?searchString=bridge%00', '/documents-and-media?q=a%00b', '/get-involved/program-updates/update?id=%00', '/api/documents/%00/file', '/search?searchString=%00']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toContain('NUL character');
  }
  // The same addresses without the NUL answer as usual.
  expect((await request.get('/api/search?searchString=bridge')).status()).toBe(200);
});

// Issue 38: anyone could write unlimited error-level log entries through the auth log beacon.
test('the auth log beacon takes a bounded body and 20 reports a minute from one client', async ({ request }) => {
  const beacon = (data: unknown) => request.post('/api/auth/_log', { headers: { origin: e2eBaseUrl }, data });
  expect((await beacon({ level: 'error', code: 'BIG', message: 'x'.repeat(5_000) })).status()).toBe(413);
  let answered = 0;
  let refused: Awaited<ReturnType<typeof beacon>> | null = null;
  for (let index = 0; index < 25 && !refused; index++) {
    const response = await beacon({ level: 'warn', code: 'SESSION_FETCH', message: `offline ${index}` });
    if (response.status() === 429) refused = response;
    else {
      expect(response.status()).toBe(204);
      answered++;
    }
  }
  // Other tests of this run may have sent a beacon from this address in the same minute.
  expect(answered).toBeLessThanOrEqual(20);
  expect(refused?.headers()['retry-after']).toMatch(/^\d+$/);
});

// Issue 38: TRACE answered 500, without the headers every answer carries.
test('TRACE and other unknown methods are 405 with Allow and the usual security headers', async ({ request }) => {
  for (const method of ['TRACE', 'PROPFIND']) {
    const response = await request.fetch('/', { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow, method).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(response.headers()['x-content-type-options'], method).toBe('nosniff');
    expect(response.headers()['strict-transport-security'], method).toContain('max-age=');
  }
  expect((await request.fetch('/', { method: 'GET' })).status()).toBe(200);
});

// Issue 38: a server action accepted a POST with no Origin from a signed-in client.
test('a server action with a session cookie and no Origin is refused, and changes nothing', async ({ request }) => {
  const manifest = JSON.parse(readFileSync('apps/web/.next/server/server-reference-manifest.json', 'utf8')) as { node: Record<string, { exportedName: string }> };
  const [id] = Object.entries(manifest.node).find(([, action]) => action.exportedName === 'sendContactMessage')!;
  const cookie = await signedInCookie(db(), (await createUser(db(), 'reviewer')).id);
  const marker = `no-origin ${Date.now()}`;
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: 'Mallory', email: 'mallory@example.org', message: marker })) form.append(`_1_${name}`, value);
  form.append('0', '[null,"$K1"]');
  const response = await request.post('/get-involved/contact-us', { headers: { cookie, 'next-action': id }, multipart: form, maxRedirects: 0 });
  expect(response.status()).toBe(403);
  expect(await db().selectFrom('contact_messages').select('id').where('message', '=', marker).execute()).toEqual([]);
});

// Issue 38: likes could be inflated without limit (30 in 3 s from one address), and views saved without limit.
test('likes and saved map views are limited per client address, with Retry-After', async ({ request }) => {
  const headers = { origin: e2eBaseUrl };
  const refusedWithin = async (send: () => ReturnType<typeof request.post>) => {
    for (let index = 0; index < 40; index++) {
      const response = await send();
      if (response.status() === 429) return { index, retryAfter: response.headers()['retry-after'] };
    }
    return null;
  };
  // A comment that does not exist still counts: the limit comes before anything is looked up.
  const likes = await refusedWithin(() => request.post('/api/comment/insert-comment-interaction', { headers, data: { commentId: '00000000-0000-4000-8000-000000000000', browserId: `b-${Math.random()}` } }));
  expect(likes?.index).toBeLessThanOrEqual(30);
  expect(likes?.retryAfter).toMatch(/^\d+$/);
  const view = { center: [-77.44, 37.54], zoom: 9, layers: ['mid-term-needs-by-locality'], selection: { layerID: 'mid-term-needs-by-locality', featureId: 51760 } };
  const views = await refusedWithin(() => request.post('/api/interactive-query', { headers, data: view }));
  expect(views?.index).toBeLessThanOrEqual(30);
  expect(views?.retryAfter).toMatch(/^\d+$/);
});

/**
 * Streams a chunked body (no Content-Length) of up to `limit` bytes to `path`, as fast as the
 * server reads it, until it answers: the answer's status and how much was sent by then.
 */
function streamBody(path: string, limit: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const request = http.request(`${e2eBaseUrl}${path}`, { method: 'POST', headers: { origin: e2eBaseUrl, 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
    request.on('response', (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode ?? 0, sent });
      request.destroy();
    });
    // Past its allowance the server cuts the connection (Next holds a chunked request already): the
    // client may see that reset before the 413. Either way, what counts is how much it took.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      answered = true;
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve({ status: 0, sent });
      else reject(error);
    });
    const write = () => {
      while (!answered && sent < limit) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      if (!answered) request.end();
    };
    write();
  });
}

test('a JSON body is counted as it arrives: a 600 MB chunked one is refused at its first megabyte, not read to its end', async () => {
  const { status, sent } = await streamBody('/api/interactive-query', 600 * 1024 * 1024);
  expect([413, 0]).toContain(status);
  // What was sent before the answer: the allowance (1 MB) and what the sockets' buffers held, not 600 MB.
  expect(sent).toBeLessThan(32 * 1024 * 1024);
  // A declared length over the allowance (as a browser sends it) is refused before any of it reaches
  // the app, and the client reads the 413 whole, while it is still sending (the server drops the rest).
  const declared = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(`${e2eBaseUrl}/api/interactive-query`, { method: 'POST', headers: { origin: e2eBaseUrl, 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) } });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (text += part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(Buffer.alloc(2 * 1024 * 1024, 0x20));
  });
  expect(declared).toEqual({ status: 413, text: 'The request body is larger than the 1 MB this address takes.\n' });
});
