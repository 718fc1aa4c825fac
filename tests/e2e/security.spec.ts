import { expect, test } from './browser-test';

const scriptSources = (policy: string) => /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

test('pages and APIs carry the security headers, and no policy allows unsafe-inline scripts', async ({ request }) => {
  for (const path of ['/', '/get-involved/contact-us', '/api/updates', '/auth/sign-in']) {
    const headers = (await request.get(path)).headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toContain("frame-ancestors 'self'");
    expect(scriptSources(policy), path).toContain("'self'");
    expect(scriptSources(policy), path).not.toContain("'unsafe-inline'");
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d+/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('a rendered page gets a new nonce each time, on its scripts; a cached copy lists its scripts’ hashes', async ({ request }) => {
  // Not cached (the sign-in page is private): rendered per request.
  const nonces = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await request.get('/auth/sign-in');
    const nonce = scriptSources(answer.headers()['content-security-policy']!)
      .find((source) => source.startsWith("'nonce-"))!
      .slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(await answer.text()).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);

  // Cached: every visitor gets the same copy, so it carries hashes, and no nonce at all.
  await request.get('/about/about-vtrans');
  const copy = await request.get('/about/about-vtrans');
  expect(copy.headers()['x-page-cache']).toBe('hit');
  const sources = scriptSources(copy.headers()['content-security-policy']!);
  expect(sources.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
  expect(await copy.text()).not.toContain(' nonce="');
});

test('pages run under the policy: a script injected without the nonce is refused and reported', async ({ page, policyViolations }) => {
  await page.goto('/about/about-vtrans');
  const blocked = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
      }),
  );
  expect(await blocked).toBe('script-src-elem');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  // The walk's guard saw it too (so it can fail a test); this one was provoked on purpose.
  await expect.poll(() => policyViolations.map(({ directive, page: where }) => `${directive} ${where}`)).toEqual(['script-src-elem /about/about-vtrans']);
  policyViolations.length = 0;
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
