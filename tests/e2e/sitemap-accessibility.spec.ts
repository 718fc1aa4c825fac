import { a11yViolationsAndDuplicateLandmarks } from './axe';
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
    const { violations, duplicateLandmarks } = await a11yViolationsAndDuplicateLandmarks(page);
    expect(violations, path).toEqual([]);
    expect(duplicateLandmarks, path).toEqual([]);
    expect(await codeSnifferErrors(page), path).toEqual([]);
  });
}

test('every address the sitemap lists is one the sweep checks, or of a kind it checks', async () => {
  expect(await unexpectedSitemapAddresses()).toEqual([]);
});

test('the sweep’s one axe run reports both a WCAG failure and two navigation landmarks of one name', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><body><nav aria-label="Main"><a href="/a">A</a></nav><main><img src="x.png"></main><nav aria-label="Main"><a href="/b">B</a></nav></body></html>',
  );
  const { violations, duplicateLandmarks } = await a11yViolationsAndDuplicateLandmarks(page);
  expect(violations.map((violation) => violation.split(' ')[0])).toEqual(['image-alt']);
  expect(duplicateLandmarks).toHaveLength(1);
  expect(duplicateLandmarks[0]).toMatch(/^landmark-unique/);
});
