import { expect, test } from '@playwright/test';
import { nuErrors } from '../nu-checker';
import { sitemapAddresses } from '../sitemap-addresses';

// Every page the sitemap lists, as served (the page cache's copy after the first request), checked
// by the W3C Nu Html Checker: no errors. Issue 35.
test('every sitemap page is valid HTML to the Nu checker, as first rendered and as cached', async ({ request }) => {
  test.setTimeout(300_000);
  const addresses = await sitemapAddresses(request);
  expect(addresses.length).toBeGreaterThan(30);
  const documents: { name: string; html: Buffer }[] = [];
  // Twice each: the first render fills the page cache; the second is the cached copy visitors get.
  for (const address of addresses) {
    for (const copy of ['first', 'cached']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      documents.push({ name: `${copy}-${address}`, html: await response.body() });
    }
  }
  expect(await nuErrors(documents)).toEqual([]);
});
