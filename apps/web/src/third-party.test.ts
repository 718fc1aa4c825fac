import { EnvError } from '@vtrans/contracts';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, readThirdPartyConfig, securityHeaders } from './third-party';

describe('content security policy', () => {
  it('allows only this site when no third-party script is configured', () => {
    const policy = contentSecurityPolicy(readThirdPartyConfig({}));
    expect(policy).not.toMatch(/https:/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it('adds exactly the hosts of the scripts that are enabled', () => {
    const policy = contentSecurityPolicy(readThirdPartyConfig({ GA_MEASUREMENT_ID: 'G-ABC123', META_PIXEL_ID: '1234567' }));
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(policy).not.toContain('translate.google');
  });

  it('lets the newsletter’s JSONP script load from, and its fallback form post to, an external list', () => {
    const policy = contentSecurityPolicy(
      readThirdPartyConfig({ NEWSLETTER_URL: 'https://vtrans.us1.list-manage.com/subscribe/post?u=abc&id=123' }),
    );
    expect(policy).toMatch(/script-src [^;]*https:\/\/vtrans\.us1\.list-manage\.com/);
    expect(policy).toMatch(/form-action 'self' https:\/\/vtrans\.us1\.list-manage\.com/);
    expect(() => readThirdPartyConfig({ NEWSLETTER_URL: 'https://example.org/subscribe' })).toThrow(/NEWSLETTER_URL is malformed/);
  });

  it('refuses a malformed id, naming the variable', () => {
    expect(() => readThirdPartyConfig({ GTM_ID: 'UA-1' })).toThrow(EnvError);
    expect(() => readThirdPartyConfig({ GTM_ID: 'UA-1' })).toThrow(/GTM_ID is malformed/);
  });

  it('comes with HSTS, nosniff and a referrer policy', () => {
    const headers = Object.fromEntries(securityHeaders(readThirdPartyConfig({})).map(({ key, value }) => [key, value]));
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});
