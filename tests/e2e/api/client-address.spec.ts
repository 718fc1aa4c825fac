import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, request as newRequest, test } from '@playwright/test';
import { type NextServer, startNextServer } from '../../support/next-server';
import { e2eAppEnv, e2eBaseUrl, e2ePort } from '../e2e-env';
import { uniqueAddress } from '../mailbox';
import { runDatabase } from '../run-database';

const db = runDatabase();

/**
 * A server with no proxy in front (TRUST_PROXY=0) and the default form limit, on a queue prefix
 * of its own, so its rate-limit counters are apart from the run's main server (which stands behind
 * one simulated proxy, TRUST_PROXY=1).
 */
const port = e2ePort + 5;
const baseUrl = `http://127.0.0.1:${port}`;
let server: NextServer;
let direct: APIRequestContext;

test.beforeAll(async () => {
  const env = e2eAppEnv();
  server = startNextServer(
    port,
    { ...env, PORT: String(port), LOG_LEVEL: 'warn', TRUST_PROXY: '0', FORM_RATE_PER_IP: '30', QUEUE_PREFIX: `${env.QUEUE_PREFIX}-direct` },
    'ignore',
  );
  await expect
    .poll(
      () =>
        fetch(`${baseUrl}/api/ready`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  direct = await newRequest.newContext({ baseURL: baseUrl });
});

test.afterAll(async () => {
  await direct?.dispose();
  await server?.stop();
});

const comment = (request: APIRequestContext, origin: string, forwardedFor: string, text: string) =>
  request.post('/api/comment/insert-comment', {
    headers: { origin, 'x-forwarded-for': forwardedFor },
    data: { geometry: { type: 'Point', coordinates: [-77.43, 37.55] }, category: 'Other', text },
  });

test('with no proxy trusted, a forged X-Forwarded-For does not escape the per-client limit', async () => {
  const statuses = [];
  // COMMENT_RATE_PER_IP is 5 in this run; each post claims another address.
  for (let index = 0; index < 7; index += 1)
    statuses.push((await comment(direct, baseUrl, `203.0.113.${index + 1}`, `Forged address ${index} ${Date.now()}`)).status());
  expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
  expect(statuses.slice(5)).toEqual([429, 429]);
});

test('behind one trusted proxy, the address it forwards is the client’s own', async ({ request }) => {
  const client = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const statuses = [];
  for (let index = 0; index < 6; index += 1) statuses.push((await comment(request, e2eBaseUrl, client, `Proxied ${index} ${Date.now()}`)).status());
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  // Another client behind the same proxy has an allowance of its own.
  expect((await comment(request, e2eBaseUrl, `${client.split('.').slice(0, 3).join('.')}.251`, `Another client ${Date.now()}`)).status()).toBe(201);
});

test('behind one trusted proxy, a phone changing its IPv6 address within its /64 keeps one allowance', async ({ request }) => {
  const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
  const statuses = [];
  // A fresh privacy address (RFC 8981) for every post, as a phone can make.
  for (let index = 0; index < 6; index += 1)
    statuses.push((await comment(request, e2eBaseUrl, `${network}:${index + 1}:abcd:ef01:${1000 + index}`, `IPv6 ${index} ${Date.now()}`)).status());
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  // The next /64 is someone else.
  expect((await comment(request, e2eBaseUrl, `2001:db8:ffff:ffff::1`, `Another network ${Date.now()}`)).status()).toBe(201);
});

test('the 31st contact message in a minute is refused, and what was written is handed back', async () => {
  const manifest = JSON.parse(readFileSync('apps/web/.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName: string }>;
  };
  const [id] = Object.entries(manifest.node).find(([, action]) => action.exportedName === 'sendContactMessage')!;
  const marker = `Rate ${Date.now()}`;
  // An address of the test's own: the copies of its messages spend that address's daily allowance, no other test's.
  const email = uniqueAddress('ana');
  const send = (index: number) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: 'Ana', email, message: `${marker}: message number ${index}` })) form.append(`_1_${name}`, value);
    // The arguments as React encodes them: (previous state, the form data under prefix _1_).
    form.append('0', '[null,"$K1"]');
    return direct.post('/get-involved/contact-us', { headers: { origin: baseUrl, 'next-action': id }, multipart: form });
  };
  for (let index = 1; index <= 30; index += 1) expect((await send(index)).status()).toBe(200);
  const refused = await (await send(31)).text();
  expect(refused).toContain('Too many messages from here just now.');
  expect(refused).toContain(`${marker}: message number 31`);
  const stored = await db().selectFrom('contact_messages').select('message').where('message', 'like', `${marker}:%`).execute();
  expect(stored).toHaveLength(30);
});
