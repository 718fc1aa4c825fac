import { expect, test } from '@playwright/test';
import { HIGHLIGHT_END, HIGHLIGHT_START } from '@vtrans/contracts/search';
import { newClientAddress } from '../auth-fixtures';
import { e2eSearchRatePerMinute } from '../e2e-env';

test('search answers ranked results with highlighted snippets and counts per source', async ({ request }) => {
  const response = await request.get('/api/search?searchString=freight%20plan&includeSources=%5B%22pages%22%2C%22updates%22%5D');
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  expect(data.total).toBe(data.counts.pages + data.counts.updates);
  expect(data.results[0]).toMatchObject({ source: expect.stringMatching(/^(pages|updates)$/), url: expect.stringMatching(/^\//) });
  expect(data.results[0].snippet.toLowerCase()).toContain(`${HIGHLIGHT_START}freight${HIGHLIGHT_END}`);

  const phrase = await (await request.get('/api/search?searchString=plan%20freight&matchWholePhrase=true')).json();
  expect(phrase.data.total).toBeLessThan(data.total);
});

test('an empty, over-long or malformed query is a 400 naming the parameter, never a 500', async ({ request }) => {
  for (const [query, field, message] of [
    ['', 'searchString', 'Please enter something to search for.'],
    ['searchString=%20%20', 'searchString', 'Please enter something to search for.'],
    [`searchString=${'a'.repeat(201)}`, 'searchString', 'Please keep the search under 200 characters.'],
    ['searchString=x&includeSources=blogs', 'includeSources', 'expected any of: pages, updates, meetings, faqs, documents'],
    ['searchString=x&matchWholePhrase=maybe', 'matchWholePhrase', 'expected true or false'],
  ]) {
    const response = await request.get(`/api/search?${query}`);
    expect(response.status(), query).toBe(400);
    expect((await response.json()).data.fields).toEqual({ [field!]: message });
  }
  const odd = await request.get(`/api/search?searchString=${encodeURIComponent('!(&|<> :*')}`);
  expect(odd.status()).toBe(200);
});

test('searches are limited per client address (429 with Retry-After), and another address searches on (issue 42)', async ({ request }) => {
  // Each test address is its own client (TRUST_PROXY: the tests stand in for one proxy).
  const client = newClientAddress();
  const search = (address: string) => request.get('/api/search?searchString=freight', { headers: { 'x-forwarded-for': address } });
  for (let index = 0; index < e2eSearchRatePerMinute; index++) expect((await search(client)).status()).toBe(200);
  const refused = await search(client);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await refused.json()).message).toBe('Too many searches from here just now. Please try again in a minute.');
  expect((await search(newClientAddress())).status()).toBe(200);
});

test('the search page shares the limit: past it, a 429 page says to try again, with Retry-After (issue 42)', async ({ request }) => {
  const client = newClientAddress();
  const search = (path: string) => request.get(path, { headers: { 'x-forwarded-for': client } });
  for (let index = 0; index < e2eSearchRatePerMinute - 1; index++) expect((await search('/api/search?searchString=rail')).status()).toBe(200);
  expect((await search('/search?searchString=rail')).status()).toBe(200);
  const refused = await search('/search?searchString=rail');
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await refused.text()).toContain('<h1>Too many searches from here just now</h1>');
  // The page without a search is not counted: its form still opens.
  expect((await search('/search')).status()).toBe(200);
});
