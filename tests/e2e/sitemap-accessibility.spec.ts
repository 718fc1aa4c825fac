import { a11yViolations } from './axe';
import { expect, test } from './browser-test';
import { gotoReady } from './navigation';
import { sitemapAddresses } from './sitemap-addresses';

// Issue 35 (9): every page the sitemap lists, checked by axe for WCAG 2.1 A and AA with no
// violation of any impact, at both widths (this spec runs in the desktop and mobile projects).
// The Nu checker reads the same list for valid HTML (api/html-validity.spec.ts).
test('every sitemap page has no WCAG 2.1 A/AA violation that axe finds', async ({ page, request }) => {
  test.setTimeout(400_000);
  const addresses = await sitemapAddresses(request);
  expect(addresses.length).toBeGreaterThan(30);
  const found: string[] = [];
  for (const address of addresses) {
    await gotoReady(page, address);
    found.push(...(await a11yViolations(page)).map((violation) => `${address}: ${violation}`));
  }
  expect(found).toEqual([]);
});
