import { type APIRequestContext, expect, test } from '@playwright/test';
import { sql } from '@vtrans/db';
import { createUser, signedInCookie } from '../auth-fixtures';
import { e2eBaseUrl } from '../e2e-env';
import { runDatabase } from '../run-database';
import { clearMailbox, expectMail, readMailbox } from '../mailbox';

const db = runDatabase();
test.beforeEach(async () => {
  await clearMailbox();
});

let clients = 0;
/** A client address of its own for each call site, so the per-client comment limit (5) is not shared. */
const newClient = () => `192.0.2.${++clients}`;

const point = { type: 'Point', coordinates: [-77.436, 37.5407] };
const line = { type: 'LineString', coordinates: [[-77.45, 37.53], [-77.4, 37.56], [-77.35, 37.6]] };

function postComment(request: APIRequestContext, data: Record<string, unknown>, client = newClient()) {
  return request.post('/api/comment/insert-comment', { headers: { origin: e2eBaseUrl, 'x-forwarded-for': client }, data });
}

async function getComment(request: APIRequestContext, id: string) {
  return request.get(`/api/comment/get-comment?id=${id}`);
}

test('a point and a line comment are stored, shown without the address, and alert staff exactly once each', async ({ request }) => {
  const marker = `Crossing at Broad and 5th is unsafe ${Date.now()}`;
  const pointId = (await (await postComment(request, { geometry: point, category: 'Safety', text: `<b>${marker}</b>`, name: 'Ana', email: 'ana@example.org' })).json()).data.id;
  const lineId = (await (await postComment(request, { geometry: line, category: 'Transit', text: `${marker} (line)` })).json()).data.id;

  const [alert] = await expectMail((mail) => mail.text.includes(marker) && !mail.text.includes('(line)'), 1);
  expect(alert!.to).toEqual(['vtrans-comments@oipi.example.gov']);
  expect(alert!.subject).toBe('New map comment: Safety');
  await expectMail((mail) => mail.text.includes(`${marker} (line)`), 1);

  const shown = (await (await getComment(request, pointId)).json()).data;
  expect(shown).toMatchObject({ id: pointId, category: 'Safety', text: marker, name: 'Ana', likes: 0, response: null, geometry: point });
  expect(JSON.stringify(shown)).not.toContain('ana@example.org');
  const all = (await (await request.get('/api/comment/get-all-comments')).json()).data as { id: string; geometry: { type: string } }[];
  expect(all.find((comment) => comment.id === lineId)?.geometry.type).toBe('LineString');
});

test('bad input is 400 naming the field, and nothing is stored or sent', async ({ request }) => {
  const before = await db().selectFrom('comments').select('id').execute();
  const bad = await postComment(request, { geometry: { type: 'Point', coordinates: [-77, 120] }, category: 'Potholes', text: 'x'.repeat(2001) });
  expect(bad.status()).toBe(400);
  expect(Object.keys((await bad.json()).data.fields).sort()).toEqual(['category', 'geometry.coordinates.1', 'text']);
  const empty = await postComment(request, { geometry: point, category: 'Other', text: '<i></i>' });
  expect((await empty.json()).data.fields).toEqual({ text: 'Please write your comment.' });
  const honeypot = await postComment(request, { geometry: point, category: 'Other', text: 'cheap pills', website: 'http://spam.example' });
  expect(honeypot.status()).toBe(201);
  expect(await db().selectFrom('comments').select('id').execute()).toHaveLength(before.length);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await readMailbox()).toEqual([]);
});

test('posting is limited per client, with 429 and Retry-After', async ({ request }) => {
  const client = newClient();
  for (let attempt = 0; attempt < 5; attempt++) expect((await postComment(request, {}, client)).status()).toBe(400);
  const limited = await postComment(request, { geometry: point, category: 'Other', text: 'one more' }, client);
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
});

test('likes: one per person, a second is a no-op, and only one’s own can be taken back', async ({ request }) => {
  const id = (await (await postComment(request, { geometry: point, category: 'Congestion', text: 'Backups every evening' })).json()).data.id;
  const like = (browserId: string, action = 'insert') =>
    request.post(`/api/comment/${action}-comment-interaction`, { headers: { origin: e2eBaseUrl }, data: { commentId: id, browserId } });
  const [first, second, third] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  expect((await (await like(first)).json()).data.likes).toBe(1);
  expect((await (await like(first)).json()).data.likes).toBe(1);
  expect((await (await like(second)).json()).data.likes).toBe(2);
  expect((await (await like(third, 'delete')).json()).data.likes).toBe(2);
  expect((await (await like(first, 'delete')).json()).data.likes).toBe(1);
  expect((await request.post('/api/comment/insert-comment-interaction', { headers: { origin: e2eBaseUrl }, data: { commentId: id } })).status()).toBe(400);
});

test('a staff response reaches the commenter once, and a hidden comment leaves the public APIs', async ({ request }) => {
  const marker = `Please add a bus shelter ${Date.now()}`;
  const id = (await (await postComment(request, { geometry: point, category: 'Other', text: marker, email: 'sam@example.org' })).json()).data.id;
  const reviewer = await createUser(db(), 'reviewer');
  const cookie = await signedInCookie(db(), reviewer.id);
  const csrf = (await (await request.get('/api/auth/csrf', { headers: { cookie } })).json()).data.csrfToken as string;
  const respond = (response: string) =>
    request.post('/api/comment/update-comment-response-and-category', {
      headers: { origin: e2eBaseUrl, cookie, 'x-csrf-token': csrf },
      data: { id, response, category: 'Transit' },
    });
  expect((await respond('Thank you — a shelter is planned for 2027.')).status()).toBe(200);
  expect((await respond('Thank you — a shelter is planned for 2027.')).status()).toBe(200);
  const [reply] = await expectMail((mail) => mail.to.includes('sam@example.org'), 1);
  expect(reply!.subject).toBe('VTrans staff replied to your map comment');
  expect(reply!.text).toContain('a shelter is planned for 2027');
  expect((await (await getComment(request, id)).json()).data).toMatchObject({ category: 'Transit', response: 'Thank you — a shelter is planned for 2027.' });

  await sql`update comments set hidden = true where id = ${id}`.execute(db());
  expect((await getComment(request, id)).status()).toBe(404);
  const all = (await (await request.get('/api/comment/get-all-comments')).json()).data as { id: string }[];
  expect(all.map((comment) => comment.id)).not.toContain(id);
});
