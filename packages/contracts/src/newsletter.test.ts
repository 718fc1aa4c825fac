import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './forms';
import {
  fallbackEmailLooksValid,
  JsonpCallback,
  NewsletterFallbackSignup,
  newsletterHoneypotName,
  newsletterJsonpUrl,
  NewsletterSignup,
  newsletterFieldProblem,
  OWN_NEWSLETTER_POST_URL,
} from './newsletter';

describe('NewsletterSignup', () => {
  it('uses the spec’s three messages', () => {
    const result = NewsletterSignup.safeParse({ FNAME: ' ', LNAME: '', EMAIL: 'someone@' });
    expect(fieldErrorsOf(result.error!)).toEqual({
      FNAME: 'Please provide a first name.',
      LNAME: 'Please provide a last name.',
      EMAIL: 'Please provide a valid email.',
    });
  });

  it('accepts and trims a complete sign-up', () => {
    expect(NewsletterSignup.parse({ FNAME: ' Ana ', LNAME: 'Ruiz', EMAIL: ' ana@example.org ' })).toEqual({
      FNAME: 'Ana',
      LNAME: 'Ruiz',
      EMAIL: 'ana@example.org',
    });
  });
});

describe('the fallback form', () => {
  it('checks only for an at-sign in the browser', () => {
    expect(fallbackEmailLooksValid('a@b')).toBe(true);
    expect(fallbackEmailLooksValid('ab.example.org')).toBe(false);
  });

  it('lets the names be left out, but the server still wants a real address', () => {
    expect(NewsletterFallbackSignup.parse({ EMAIL: 'ana@example.org' })).toEqual({ FNAME: '', LNAME: '', EMAIL: 'ana@example.org' });
    expect(NewsletterFallbackSignup.safeParse({ EMAIL: 'a@' }).success).toBe(false);
  });
});

describe('the JSONP wire format (spec §7)', () => {
  const fields = { FNAME: 'Ana', LNAME: 'Ruiz', EMAIL: 'ana+news@example.org', honeypot: '' };

  it('turns post into post-json and adds the fields, the honeypot and the callback c', () => {
    const url = new URL(newsletterJsonpUrl('https://vtrans.us1.list-manage.com/subscribe/post?u=abc&id=123', fields, 'cb_1'));
    expect(url.origin + url.pathname).toBe('https://vtrans.us1.list-manage.com/subscribe/post-json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      u: 'abc',
      id: '123',
      FNAME: 'Ana',
      LNAME: 'Ruiz',
      EMAIL: 'ana+news@example.org',
      b_abc_123: '',
      c: 'cb_1',
    });
  });

  it('keeps the site’s own relative endpoint relative', () => {
    expect(newsletterJsonpUrl(OWN_NEWSLETTER_POST_URL, fields, 'cb')).toBe(
      '/api/newsletter/post-json?u=vtrans&id=updates&FNAME=Ana&LNAME=Ruiz&EMAIL=ana%2Bnews%40example.org&b_vtrans_updates=&c=cb',
    );
  });

  it('names the honeypot after the list', () => {
    expect(newsletterHoneypotName(OWN_NEWSLETTER_POST_URL)).toBe('b_vtrans_updates');
  });

  it('accepts only plain identifiers as callbacks', () => {
    expect(JsonpCallback.safeParse('__jp0').success).toBe(true);
    expect(JsonpCallback.safeParse('alert(1);x').success).toBe(false);
    expect(JsonpCallback.safeParse('').success).toBe(false);
  });
});

describe('the browser’s check and the server’s schema', () => {
  it('give the same message for every field, whatever is typed', () => {
    const samples = [
      '',
      ' ',
      'Ana',
      ' Ana ',
      'a'.repeat(100),
      'a'.repeat(101),
      'ana@example.org',
      ' ana@example.org ',
      'someone@',
      '@example.org',
      'ana@example',
      'ana..b@example.org',
      '.ana@example.org',
      'ana@ex_ample.org',
      "o'brien+news@mail.example.co.uk",
      `${'a'.repeat(250)}@example.org`,
    ];
    for (const value of samples) {
      const server = NewsletterSignup.safeParse({ FNAME: value, LNAME: value, EMAIL: value });
      const serverErrors = server.success ? {} : fieldErrorsOf(server.error);
      for (const field of ['FNAME', 'LNAME', 'EMAIL'] as const) {
        expect(newsletterFieldProblem(field, value) ?? undefined, `${field} = ${JSON.stringify(value)}`).toBe(serverErrors[field]);
      }
    }
  });
});
