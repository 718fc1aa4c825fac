import { expect, test } from '@playwright/test';
import { newsletterMessages } from '@vtrans/contracts/newsletter';
import { runDatabase } from '../run-database';

const db = runDatabase();

const subscriberCount = async (email: string) => (await db().selectFrom('newsletter_subscribers').select('id').where('email', '=', email).execute()).length;

/** Runs a JSONP body the way a script tag would, capturing what it passes to its callback. */
function callbackArgument(body: string, callback: string): unknown {
  let received: unknown;
  new Function(callback, body)((value: unknown) => (received = value));
  return received;
}

test('the own list answers the JSONP format of spec §7 and stores the subscriber', async ({ request }) => {
  const email = `jsonp-${Date.now()}@example.org`;
  const response = await request.get('/api/newsletter/post-json', {
    params: { u: 'vtrans', id: 'updates', FNAME: 'Ana', LNAME: 'Ruiz', EMAIL: email, b_vtrans_updates: '', c: 'cb_1' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/javascript; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = await response.text();
  expect(body.startsWith('/**/cb_1(')).toBe(true);
  expect(callbackArgument(body, 'cb_1')).toEqual({ result: 'success', msg: newsletterMessages.confirmationSent });
  expect(await subscriberCount(email)).toBe(1);
});

test('invalid fields come back as an error result naming the problem, and nothing is stored', async ({ request }) => {
  const response = await request.get('/api/newsletter/post-json', { params: { FNAME: 'Ana', LNAME: '', EMAIL: 'x@', c: 'cb' } });
  expect(callbackArgument(await response.text(), 'cb')).toEqual({ result: 'error', msg: 'Please provide a last name.' });
  expect(await subscriberCount('x@')).toBe(0);
});

test('a filled honeypot gets the ordinary answer but stores nothing', async ({ request }) => {
  const email = `bot-${Date.now()}@example.org`;
  const response = await request.get('/api/newsletter/post-json', {
    params: { FNAME: 'Bot', LNAME: 'Bot', EMAIL: email, b_vtrans_updates: 'spam', c: 'cb' },
  });
  expect(callbackArgument(await response.text(), 'cb')).toMatchObject({ result: 'success' });
  expect(await subscriberCount(email)).toBe(0);
});

test('a callback that is not a plain identifier is refused with 400 naming c', async ({ request }) => {
  const response = await request.get('/api/newsletter/post-json', {
    params: { FNAME: 'Ana', LNAME: 'Ruiz', EMAIL: 'ana@example.org', c: 'alert(document.domain)//' },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ status: 400, message: 'Invalid query parameter: c.' });
});
