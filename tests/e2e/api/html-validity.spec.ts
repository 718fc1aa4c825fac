import { expect, test } from '@playwright/test';
import { nuErrors } from '../nu-checker';
import { sweptAddresses } from '../sitemap-addresses';

// Every page the sitemap lists, as served (the page cache's copy after the first request), checked
// by the W3C Nu Html Checker: no errors. Issue 35; one test per address (issue 55). The sitemap
// accessibility spec checks that the list covers what the sitemap lists.
for (const address of sweptAddresses) {
  test(`${address.name} is valid HTML to the Nu checker, as first rendered and as cached`, async ({ request }) => {
    const path = await address.resolve();
    const documents: { name: string; html: Buffer }[] = [];
    // Twice: the first render fills the page cache; the second is the cached copy visitors get.
    for (const copy of ['first', 'cached']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      documents.push({ name: `${copy}-${path}`, html: await response.body() });
    }
    expect(await nuErrors(documents)).toEqual([]);
  });
}
