import { expect, test } from '@playwright/test';

test('pages and APIs carry the security headers, with a static policy', async ({ request }) => {
  for (const path of ['/', '/get-involved/contact-us', '/api/updates']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy'], path).not.toContain('nonce-');
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d+/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('with no third-party script configured, pages make no request to any other host', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== new URL(baseURL!).host) foreign.push(request.url());
  });
  for (const path of ['/', '/vision/strategic-actions', '/get-involved/contact-us', '/archive/past-vtrans-plans']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});
