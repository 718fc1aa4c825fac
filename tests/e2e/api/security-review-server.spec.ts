import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { virginiaIsoDate, virginiaToday } from '@vtrans/contracts/dates';
import { createUser, signedInCookie } from '../auth-fixtures';
import { e2eBaseUrl, e2ePort } from '../e2e-env';
import { cleanUpAfterEach, runDatabase } from '../run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

// Findings of the security review of issue 54 about the server, its actions and its headers, each
// with a test that failed on main before its fix (the comment form's notice is in
// comment-name-notice-desktop.spec.ts).

/** A server action's id, as the build lists it. */
function actionId(exportedName: string): string {
  const manifest = JSON.parse(readFileSync('apps/web/.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName: string }>;
  };
  return Object.entries(manifest.node).find(([, action]) => action.exportedName === exportedName)![0];
}

/** A form's fields as React sends them to a server action: (previous state, the form data under prefix _1_). */
function actionForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(`_1_${name}`, value);
  form.append('0', '[null,"$K1"]');
  return form;
}

const contactMessages = (marker: string) => db().selectFrom('contact_messages').select('id').where('message', 'like', `${marker}%`).execute();

// Issue 54: a NUL in a server action's field reached Postgres (22021, logged at error level) and
// was answered as our own failure.
test('a NUL character in a server action’s field is refused naming the field, and nothing is saved', async ({ request }) => {
  const id = actionId('sendContactMessage');
  const send = (fields: Record<string, string>) =>
    request.post('/get-involved/contact-us', { headers: { origin: e2eBaseUrl, 'next-action': id }, multipart: actionForm(fields), maxRedirects: 0 });
  const marker = `NUL in a field ${Date.now()}`;
  const refused = await send({ name: 'Mal\u0000lory', email: 'mallory@example.org', message: `${marker}: refused` });
  expect(refused.status()).toBe(200);
  const answer = await refused.text();
  expect(answer).toContain('"fieldErrors":{"name":"The field “name” holds a NUL character (U+0000), which no field accepts');
  expect(answer).not.toContain('We could not send your message just now.');
  expect(await contactMessages(marker)).toEqual([]);
  // The same form without the NUL is sent: the refusal was the NUL's doing.
  expect((await send({ name: 'Mallory', email: 'mallory@example.org', message: `${marker}: sent` })).status()).toBe(200);
  expect(await contactMessages(marker)).toHaveLength(1);
});

// Issue 54: `Origin: null` on a server action was answered 500 (Next compared "null" as a host and
// failed the action); another site's Origin too.
test('a server action with Origin: null or another site’s is refused as foreign (403), and changes nothing', async ({ request }) => {
  const id = actionId('sendContactMessage');
  const cookie = await signedInCookie(db(), (await createUser(db(), 'reviewer')).id);
  const marker = `foreign origin ${Date.now()}`;
  for (const origin of ['null', 'https://evil.example']) {
    for (const signedIn of [true, false]) {
      const response = await request.post('/get-involved/contact-us', {
        headers: { origin, 'next-action': id, ...(signedIn ? { cookie } : {}) },
        multipart: actionForm({ name: 'Mallory', email: 'mallory@example.org', message: `${marker}: ${origin}` }),
        maxRedirects: 0,
      });
      expect(response.status(), `${origin}, signed in: ${signedIn}`).toBe(403);
      expect(await response.text()).toContain('must be sent from this site’s pages');
    }
  }
  expect(await contactMessages(marker)).toEqual([]);
});

/**
 * Sends `raw` bytes on a new connection to the web server and reads until it closes its side: an
 * HTTP answer split into its status line, headers (names in lower case) and body.
 */
function rawExchange(raw: string): Promise<{ status: string; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(e2ePort, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (part: string) => (received += part));
    socket.on('end', () => {
      const split = received.indexOf('\r\n\r\n');
      const [status = '', ...lines] = received.slice(0, split < 0 ? undefined : split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status, headers, body: split < 0 ? '' : received.slice(split + 4) });
    });
    socket.on('error', reject);
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`the server did not close the connection within 10 s; it sent ${JSON.stringify(received)}`));
    });
    socket.write(raw, 'latin1');
  });
}

// Issue 54: a method Node's parser does not know (TRACK) never reached the handler: Node answered
// a bare 400, without the headers every answer carries.
test('a method Node does not know (TRACK) is 405 with Allow and the usual headers; garbage is a 400 with them; the connection is closed', async () => {
  const track = await rawExchange('TRACK / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  expect(track.status).toBe('HTTP/1.1 405 Method Not Allowed');
  expect(track.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  expect(track.headers['x-content-type-options']).toBe('nosniff');
  expect(track.headers['strict-transport-security']).toContain('max-age=');
  expect(track.headers.connection).toBe('close');
  expect(Number(track.headers['content-length'])).toBe(Buffer.byteLength(track.body, 'latin1'));
  const garbage = await rawExchange('\u0016\u0003\u0001 not HTTP at all\r\n\r\n');
  expect(garbage.status).toBe('HTTP/1.1 400 Bad Request');
  expect(garbage.headers.allow).toBeUndefined();
  expect(garbage.headers['x-content-type-options']).toBe('nosniff');
  expect(garbage.headers['strict-transport-security']).toContain('max-age=');
  // A method Node knows is still the handler's (issue 38's 405 for TRACE), and the server still answers.
  expect((await rawExchange('TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).status).toBe('HTTP/1.1 405 Method Not Allowed');
});

// A request on a connection the server was closing that instant died with ECONNRESET (issue 55's
// CI run): the server dropped idle connections after 5 s, exactly when Node's client does.
test('an idle keep-alive connection outlives a client’s 5 s: a request on it after 5.5 s is answered', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, timeout: 30_000 });
  const get = () =>
    new Promise<{ status: number; reused: boolean; keepAlive: string }>((resolve, reject) => {
      const request = http.get(`${e2eBaseUrl}/api/health`, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket, keepAlive: String(response.headers['keep-alive']) }),
        );
      });
      request.on('error', reject);
    });
  try {
    const first = await get();
    expect(first).toEqual({ status: 200, reused: false, keepAlive: 'timeout=65' });
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(await get()).toEqual({ status: 200, reused: true, keepAlive: 'timeout=65' });
  } finally {
    agent.destroy();
  }
});

// Issue 54: the policy allowed <base> elements of this site; ASVS asks for none (no page has one).
test("the Content-Security-Policy allows no <base> element: base-uri 'none'", async ({ request }) => {
  for (const path of ['/', '/interactvtrans/comments', '/get-involved/contact-us', '/api/announcements']) {
    const policy = (await request.get(path)).headers()['content-security-policy'] ?? '';
    expect(policy, path).toContain("base-uri 'none'");
    expect(policy, path).not.toContain("base-uri 'self'");
  }
});

// Issue 54: staff could enter comments into a period that had not opened yet.
test('staff cannot enter a comment into a period that has not opened; a closed one takes only what was received while it was open', async ({ request }) => {
  const database = db();
  const id = actionId('enterStaffCommentAction');
  const cookie = await signedInCookie(database, (await createUser(database, 'reviewer')).id);
  const day = 86_400_000;
  const stamp = Date.now();
  const period = (title: string, opensIn: number, closesIn: number) =>
    database
      .insertInto('comment_periods')
      .values({
        title,
        description: 'The draft rail element.',
        subject: 'VTrans Rail Element',
        opens_at: new Date(stamp + opensIn * day),
        closes_at: new Date(stamp + closesIn * day),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const upcomingTitle = `Rail Element review, upcoming ${stamp}`;
  // Closed after the test however it ended, like the other specs' periods: no public list shows it as coming.
  afterTest((cleaning) =>
    cleaning
      .updateTable('comment_periods')
      .set({ opens_at: new Date(stamp - 2 * day), closes_at: new Date(stamp - day) })
      .where('title', '=', upcomingTitle)
      .execute(),
  );
  const upcoming = await period(upcomingTitle, 20, 30);
  const closed = await period(`Rail Element review, closed ${stamp}`, -10, -2);
  const enter = async (periodId: string, receivedOn: string, text: string) => {
    const response = await request.post('/admin/comment-periods/enter', {
      headers: { origin: e2eBaseUrl, cookie, 'next-action': id },
      multipart: actionForm({
        periodId,
        channel: 'letter',
        meetingName: '',
        receivedOn,
        category: 'Other',
        text,
        name: '',
        email: '',
        contact: '',
        localityFips: '',
        locationNote: '',
      }),
      maxRedirects: 0,
    });
    expect(response.status(), text).toBe(200);
    return response.text();
  };
  const entered = async (periodId: string) =>
    (await database.selectFrom('comments').select('text').where('period_id', '=', periodId).execute()).map((row) => row.text);
  // Not open yet: refused on the period, in the public form's words.
  const early = await enter(upcoming.id, virginiaToday(), `A letter before the opening ${stamp}.`);
  expect(early).toContain(`"fieldErrors":{"periodId":"The comment period “${upcomingTitle}” opens on `);
  expect(await entered(upcoming.id)).toEqual([]);
  // Closed: a letter received while it was open may still be entered (decision 033's record of
  // what was received); one received after the close may not.
  const inTime = `A letter received before the close ${stamp}.`;
  expect(await enter(closed.id, virginiaIsoDate(new Date(stamp - 3 * day)), inTime)).toContain('Saved the written comment.');
  expect(await enter(closed.id, virginiaToday(), `A letter received after the close ${stamp}.`)).toContain(
    '"fieldErrors":{"receivedOn":"The comment period “Rail Element review, closed',
  );
  expect(await entered(closed.id)).toEqual([inTime]);
});
