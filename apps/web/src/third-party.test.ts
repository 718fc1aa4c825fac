import { EnvError } from '@vtrans/contracts/env';
import { describe, expect, it } from 'vitest';
import {
  addressCarriesSecret,
  policyBuilder,
  readThirdPartyConfig,
  scriptHashSource,
  securityHeaders,
  type ThirdPartyConfig,
  thirdPartySnippets,
} from './third-party';

const contentSecurityPolicy = (config: ThirdPartyConfig, inlineScripts: string[] = []) => policyBuilder(config)(inlineScripts);

describe('content security policy', () => {
  it('allows only this site when no third-party script is configured', () => {
    const policy = contentSecurityPolicy(readThirdPartyConfig({}));
    expect(policy).not.toMatch(/https:/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
  });

  it('adds exactly the hosts of the scripts that are enabled', () => {
    const policy = contentSecurityPolicy(readThirdPartyConfig({ GA_MEASUREMENT_ID: 'G-ABC123', META_PIXEL_ID: '1234567' }));
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(policy).not.toContain('translate.google');
  });

  it('lets the newsletter’s JSONP script load from, and its fallback form post to, an external list', () => {
    const policy = contentSecurityPolicy(readThirdPartyConfig({ NEWSLETTER_URL: 'https://vtrans.us1.list-manage.com/subscribe/post?u=abc&id=123' }));
    expect(policy).toMatch(/script-src [^;]*https:\/\/vtrans\.us1\.list-manage\.com/);
    expect(policy).toMatch(/form-action 'self' https:\/\/vtrans\.us1\.list-manage\.com/);
    expect(() => readThirdPartyConfig({ NEWSLETTER_URL: 'https://example.org/subscribe' })).toThrow(/NEWSLETTER_URL is malformed/);
  });

  it('lets MapLibre start its blob: worker, and an external map style load from its hosts only when set', () => {
    expect(contentSecurityPolicy(readThirdPartyConfig({}))).toContain("worker-src 'self' blob:");
    const policy = contentSecurityPolicy(
      readThirdPartyConfig({
        MAP_STYLE_URL: 'https://tiles.example.org/styles/basic.json',
        MAP_ASSET_ORIGINS: 'https://fonts.example.org, https://a.tiles.example.org',
      }),
    );
    expect(policy).toMatch(/connect-src 'self' https:\/\/tiles\.example\.org https:\/\/fonts\.example\.org https:\/\/a\.tiles\.example\.org/);
    expect(policy).toMatch(/img-src [^;]*https:\/\/tiles\.example\.org/);
    expect(() => readThirdPartyConfig({ MAP_STYLE_URL: 'http://tiles.example.org/style.json' })).toThrow(/MAP_STYLE_URL is malformed/);
  });

  it('allows inline script only by the sources given and the enabled snippets’ hashes, never unsafe-inline', () => {
    const bare = contentSecurityPolicy(readThirdPartyConfig({}));
    expect(bare).toMatch(/script-src 'self'(;|$)/);
    const withNonce = contentSecurityPolicy(readThirdPartyConfig({}), ["'nonce-abc'"]);
    expect(withNonce).toMatch(/script-src 'self' 'nonce-abc';/);
    const config = readThirdPartyConfig({ GTM_ID: 'GTM-ABC123' });
    const gtm = thirdPartySnippets(config).find(({ id }) => id === 'gtm')!;
    expect(gtm.code).toContain('"GTM-ABC123"');
    // The hash a browser computes: SHA-256 of the script's text, base64.
    expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    const policy = contentSecurityPolicy(config);
    expect(policy).toContain(scriptHashSource(gtm.code));
    expect(/script-src ([^;]*)/.exec(policy)![1]).not.toContain('unsafe-inline');
  });

  it('refuses a malformed id, naming the variable', () => {
    expect(() => readThirdPartyConfig({ GTM_ID: 'UA-1' })).toThrow(EnvError);
    expect(() => readThirdPartyConfig({ GTM_ID: 'UA-1' })).toThrow(/GTM_ID is malformed/);
  });

  it('comes with HSTS, nosniff and a referrer policy', () => {
    const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]));
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('pages with a secret in the address', () => {
  it('name the pages an e-mailed key or token opens, in either edition, and no other', () => {
    for (const path of ['/fact-check', '/auth/sign-in-link', '/newsletter/confirm', '/alerts/manage', '/es/alerts/manage'])
      expect(addressCarriesSecret(path), path).toBe(true);
    for (const path of ['/', '/es', '/fact-checks', '/alerts', '/es/fact-check-x', '/get-involved/meetings'])
      expect(addressCarriesSecret(path), path).toBe(false);
  });
});
