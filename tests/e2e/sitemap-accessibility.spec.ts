import { a11yViolations, duplicateLandmarkNames } from './axe';
import { expect, test } from './browser-test';
import { codeSnifferErrors } from './htmlcs';
import { gotoReady } from './navigation';
import { sweptAddresses, unexpectedSitemapAddresses } from './sitemap-addresses';

// Issue 35 (9): every page the sitemap lists, checked by axe for WCAG 2.1 A and AA with no
// violation of any impact, at both widths (this spec runs in the desktop and mobile projects).
// One test per address (issue 55), so the sweep spreads over the lanes and a failure names its page.
// The Nu checker reads the same list for valid HTML (api/html-validity.spec.ts). pa11y's engine
// (HTML_CodeSniffer, WCAG2AA, errors) reads it too: the two engines catch different things (issue 58).
for (const address of sweptAddresses) {
  test(`${address.name} has no WCAG 2.1 A/AA violation that axe or pa11y’s engine finds`, async ({ page }) => {
    const path = await address.resolve();
    await gotoReady(page, path);
    expect(await a11yViolations(page), path).toEqual([]);
    expect(await duplicateLandmarkNames(page), path).toEqual([]);
    expect(await codeSnifferErrors(page), path).toEqual([]);
  });
}

test('every address the sitemap lists is one the sweep checks, or of a kind it checks', async () => {
  expect(await unexpectedSitemapAddresses()).toEqual([]);
});
