import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { listSearchInsights, sql } from '@vtrans/db';
import { e2eBaseUrl } from '../e2e-env';
import { expectMail, staffInbox } from '../mailbox';
import { cleanUpAfterEach, runDatabase } from '../run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

// Issue 54, the findings about what the public can make the site send or keep: each test failed on
// main before its fix. Each test posts from client addresses of its own (TRUST_PROXY=1 in this run:
// the tests stand in for the proxy) and reads only the mail sent to addresses of its own.

const staff = staffInbox.contact;
/** What the review's "name" said: a lure in our name, sent to a stranger. */
const lure = 'Your account is locked: visit http://evil.example/0';
/** A fresh part for addresses and queries, so a test never meets another's (or an earlier run's). */
const fresh = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
/** Letters only: a run of digits in a query could look like a phone number. */
const letters = () =>
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .padEnd(8, 'q');
/** A client address of its own (an IPv6 /64 is one client for the limits). */
const newClient = () => `2001:db8:54:${Math.floor(Math.random() * 0xffff).toString(16)}::1`;

/** Posts a public form's server action as React sends it: (previous state, the form data under prefix _1_). */
function postAction(request: APIRequestContext, path: string, exportedName: string, fields: Record<string, string>, client: string) {
  const manifest = JSON.parse(readFileSync('apps/web/.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName: string }>;
  };
  const [id] = Object.entries(manifest.node).find(([, action]) => action.exportedName === exportedName)!;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(`_1_${name}`, value);
  form.append('0', '[null,"$K1"]');
  return request.post(path, { headers: { origin: e2eBaseUrl, 'next-action': id, 'x-forwarded-for': client }, multipart: form });
}

/** Staff's e-mails about what `address` sent: in the shared staff inbox, those whose reply goes to it. */
const fromSender = (address: string) => (mail: { replyTo: string[] }) => mail.replyTo.some((to) => to.toLowerCase() === address);

// Issue 54 (V2.4.1): 35 accessible-format requests naming a stranger's address sent 30 receipts
// beginning "Dear Your account is locked: visit http://evil.example/0,".
test('receipts to a typed-in address say nothing that was submitted, and stop after 3 a day while staff get every request', async ({ request }) => {
  const stranger = `stranger-${fresh()}@example.org`;
  const client = newClient();
  const document = await db()
    .selectFrom('documents')
    .select(['id', 'title', 'file_name'])
    .where('hidden', '=', false)
    .orderBy('file_name')
    .executeTakeFirstOrThrow();
  const path = `/documents-and-media/request-accessible-format?${new URLSearchParams({ file: document.file_name })}`;
  for (let index = 0; index < 5; index++) {
    const response = await postAction(
      request,
      path,
      'requestAccessibleFormat',
      { documentId: document.id, name: `${lure}${index}`, email: stranger, phone: '', format: 'braille', details: `Mallory says: ${lure}${index}` },
      client,
    );
    expect(response.status(), `request ${index}`).toBe(200);
    expect(await response.text(), `request ${index}`).toContain('We will send it to you by');
  }
  // Every request is kept, and staff hear of each with everything it said.
  expect(await db().selectFrom('accessibility_requests').select('id').where('email', '=', stranger).execute()).toHaveLength(5);
  const alerts = await expectMail(staff, 5, fromSender(stranger));
  expect(alerts.filter((mail) => mail.text.includes(`From: ${lure}0 <${stranger}>`))).toHaveLength(1);
  // The stranger: three receipts today, in our words only.
  const receipts = await expectMail(stranger, 3);
  for (const receipt of receipts) {
    expect(receipt.subject).toBe(`We received your request for ${document.title}`);
    expect(receipt.text).toContain('Hello,');
    for (const words of ['evil.example', 'account is locked', 'Mallory']) {
      expect(receipt.text, words).not.toContain(words);
      expect(receipt.html, words).not.toContain(words);
    }
  }

  // A contact message to the same address the same day: stored, staff told, no copy.
  const message = `Mallory says: ${lure} — ${fresh()}`;
  expect((await postAction(request, '/get-involved/contact-us', 'sendContactMessage', { name: lure, email: stranger, message }, client)).status()).toBe(200);
  expect(await db().selectFrom('contact_messages').select('email').where('message', '=', message).execute()).toEqual([{ email: stranger }]);
  const [toStaff] = await expectMail(staff, 1, (mail) => fromSender(stranger)(mail) && mail.subject.startsWith('Contact form:'));
  expect(toStaff!.text).toContain(message);
  await expectMail(stranger, 3);
});

// Issue 62: the contact form's edition is a field from outside like any other — one of the site's languages, or refused by name.
test('a contact message in a language the site is not written in is refused, naming the field, and nothing is stored or sent', async ({ request }) => {
  const sender = `language-${fresh()}@example.org`;
  const message = `Bonjour, une question sur le plan ${fresh()}`;
  // Registered first, so a failure on the way leaves nothing behind.
  afterTest((database) => database.deleteFrom('contact_messages').where('email', '=', sender).execute());
  const refused = await postAction(
    request,
    '/get-involved/contact-us',
    'sendContactMessage',
    { name: 'Aline', email: sender, message, language: 'fr' },
    newClient(),
  );
  expect(refused.status()).toBe(200);
  expect(await refused.text()).toContain('Please send the form from the English or the Spanish contact page.');
  expect(await db().selectFrom('contact_messages').select('id').where('email', '=', sender).execute()).toEqual([]);
  // A Spanish one through the English page's action is kept as Spanish: the field decides, not the address posted to.
  expect(
    (
      await postAction(request, '/get-involved/contact-us', 'sendContactMessage', { name: 'Aline', email: sender, message, language: 'es' }, newClient())
    ).status(),
  ).toBe(200);
  expect(await db().selectFrom('contact_messages').select('language').where('email', '=', sender).execute()).toEqual([{ language: 'es' }]);
  const [copy] = await expectMail(sender, 1);
  expect(copy!.subject).toBe('Recibimos su mensaje');
});

// Issue 54 (V2.4.1): the contact form's copy to the sender carried the whole message.
test('the contact form’s copy to the sender carries neither the name nor the message; staff’s copy carries both', async ({ request }) => {
  const sender = `copy-${fresh()}@example.org`;
  const message = `Mallory says: ${lure} — ${fresh()}`;
  expect((await postAction(request, '/get-involved/contact-us', 'sendContactMessage', { name: lure, email: sender, message }, newClient())).status()).toBe(200);
  const [toStaff] = await expectMail(staff, 1, fromSender(sender));
  expect(toStaff!.text).toContain(message);
  expect(toStaff!.text).toContain(`From: ${lure} <${sender}>`);
  const [copy] = await expectMail(sender, 1);
  expect(copy!.subject).toBe('We received your message to VTrans');
  expect(copy!.text).toContain('will answer at this address');
  for (const words of ['evil.example', 'account is locked', 'Mallory']) {
    expect(copy!.text, words).not.toContain(words);
    expect(copy!.html, words).not.toContain(words);
  }
});

// Issue 54: search insights kept every query verbatim for 26 weeks (e-mail addresses, phone
// numbers typed into the box) and showed them to editors.
test('search insights keep no e-mail address or phone number, and the words of a query only once searched 3 times in the week', async ({ request }) => {
  const client = newClient();
  const search = async (words: string) => {
    const response = await request.get(`/api/search?${new URLSearchParams({ searchString: words })}`, { headers: { 'x-forwarded-for': client } });
    expect(response.status(), words).toBe(200);
  };
  const token = fresh();
  const email = `${token}@example.org`;
  const phone = `(804) ${String(200 + Math.floor(Math.random() * 700))}-${String(1000 + Math.floor(Math.random() * 9000))}`;
  const common = `zqv ${letters()}`;
  const rare = `zqw ${letters()}`;
  for (let round = 0; round < 3; round++) {
    await search(email);
    await search(`call ${phone}`);
    await search(common);
    if (round < 2) await search(rare);
  }
  // What editors see this week: the query searched three times, nothing else of these.
  const [week] = await listSearchInsights(db(), 1, 100_000);
  const shown = JSON.stringify(week);
  expect(week!.top).toContainEqual({ query: common, searches: 3 });
  expect(week!.foundNothing).toContainEqual({ query: common, searches: 3 });
  for (const words of [token, phone, rare]) expect(shown, words).not.toContain(words);
  // What is kept: no text of the rarer query; nothing of the address or the number, not even a count.
  const kept = await sql<{ query: string | null; searches: number }>`
    select query, searches from search_query_weeks
    where week = date_trunc('week', now() at time zone 'America/New_York')::date
      and digest in (select encode(sha256(convert_to(to_char(date_trunc('week', now() at time zone 'America/New_York')::date, 'YYYY-MM-DD') || chr(10) || words, 'UTF8')), 'hex')
                     from unnest(${[email, `call ${phone}`, rare, common]}::text[]) as words)
    order by searches`.execute(db());
  expect(kept.rows).toEqual([
    { query: null, searches: 2 },
    { query: common, searches: 3 },
  ]);
  const verbatim = await sql<{
    query: string;
  }>`select query from search_query_weeks where query like ${`%${token}%`} or query like ${`%${phone}%`} or query = ${rare}`.execute(db());
  expect(verbatim.rows).toEqual([]);
});

// Issue 54: one client address with fresh cookies added a like each (30 a minute to one comment).
test('a comment gains one like per client address, however many fresh browsers it sends; a repeat answers as a repeated like', async ({ request }) => {
  const posted = await request.post('/api/comment/insert-comment', {
    headers: { origin: e2eBaseUrl, 'x-forwarded-for': newClient() },
    data: { geometry: { type: 'Point', coordinates: [-77.436, 37.5407] }, category: 'Congestion', text: `One like per address ${fresh()}` },
  });
  expect(posted.status()).toBe(201);
  const commentId = (await posted.json()).data.id as string;
  const like = async (client: string) => {
    // A browser of its own each time: new cookies, so a new liker as the cookie counts them.
    const browser = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
    try {
      const response = await browser.post('/api/comment/insert-comment-interaction', {
        headers: { origin: e2eBaseUrl, 'x-forwarded-for': client },
        data: { commentId, browserId: crypto.randomUUID() },
      });
      const data = (await response.json()).data as { likes?: number; liked?: boolean } | null;
      return { status: response.status(), likes: data?.likes, liked: data?.liked };
    } finally {
      await browser.dispose();
    }
  };
  const one = newClient();
  expect(await like(one)).toEqual({ status: 200, likes: 1, liked: true });
  // The answer says this browser's like was not counted, so the page does not show it as liked.
  for (let index = 0; index < 5; index++) expect(await like(one), `fresh browser ${index}`).toEqual({ status: 200, likes: 1, liked: false });
  const another = newClient();
  expect(await like(another)).toEqual({ status: 200, likes: 2, liked: true });
  const kept = await db().selectFrom('comment_likes').selectAll().where('comment_id', '=', commentId).execute();
  expect(kept).toHaveLength(2);
  // The like keeps a digest of the address, not the address.
  expect(JSON.stringify(kept)).not.toContain('2001:db8:54');
});
