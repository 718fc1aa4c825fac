import { expect, test } from '@playwright/test';
import { cleanUpAfterEach, runDatabase } from '../run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Where the page's title and description are in the HTML as sent (a browser would hoist them; a validator and a crawler do not). */
function metadataPlaces(html: string) {
  const bodyAt = html.search(/<body[\s>]/);
  const head = html.slice(0, bodyAt);
  const body = html.slice(bodyAt);
  return {
    titleInHead: /<title>[^<]+<\/title>/.test(head),
    descriptionInHead: /<meta name="description" content="[^"]+"/.test(head),
    inBody: /<title>|<meta name="description"/.test(body),
  };
}

test('an update page first rendered for a browser is cached with its title and meta tags in <head>, for browsers and crawlers alike', async ({ request }) => {
  // An update of the test's own, gone again after it however it ended; dated before the seeded ones, so no page leads with it.
  const id = `11-24-2019-Metadata-in-the-head-${Date.now()}`;
  afterTest((database) => database.deleteFrom('updates').where('id', '=', id).execute());
  await db()
    .insertInto('updates')
    .values({ id, published_on: '2019-11-24', title: 'Metadata in the head', intro: 'Checked by the page-metadata spec.', body: JSON.stringify(['Checked.']) })
    .execute();
  const address = `/get-involved/program-updates/update?id=${encodeURIComponent(id)}`;
  const first = await request.get(address, { headers: { 'user-agent': browser } });
  expect(first.status()).toBe(200);
  expect(metadataPlaces(await first.text())).toEqual({ titleInHead: true, descriptionInHead: true, inBody: false });
  // The copy is stored as the first answer goes out. Read it as a browser and as a crawler until
  // each is served from the cache (other work in the run may invalidate and refill it between
  // two requests); every answer on the way, rendered or cached, has its metadata in the head.
  const misplaced: string[] = [];
  for (const agent of [browser, crawler]) {
    await expect
      .poll(
        async () => {
          const copy = await request.get(address, { headers: { 'user-agent': agent } });
          const html = await copy.text();
          if (!html.includes('<title>Metadata in the head | VTrans</title>')) misplaced.push(`${agent}: no title`);
          const places = metadataPlaces(html);
          if (!places.titleInHead || !places.descriptionInHead || places.inBody)
            misplaced.push(`${agent} (${copy.headers()['x-page-cache']}): ${JSON.stringify(places)}`);
          return copy.headers()['x-page-cache'];
        },
        { timeout: 10_000 },
      )
      .toBe('hit');
  }
  expect(misplaced).toEqual([]);
});
