import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './forms';
import { safeCallbackPath, UserInvitation } from './auth';

describe('safeCallbackPath', () => {
  const site = 'https://vtrans.example.org';
  it('keeps a path and query on this site, as the browser would read it', () => {
    expect(safeCallbackPath('/admin/users?tab=1', site)).toBe('/admin/users?tab=1');
    expect(safeCallbackPath('https://vtrans.example.org/admin?x=1', site)).toBe('/admin?x=1');
    expect(safeCallbackPath('/admin/../search?q=a b', site)).toBe('/search?q=a%20b');
  });

  it('refuses anything that could leave the site, however it is written (issue 54)', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example/login',
      '/\n/evil.example',
      ' //evil.example',
      'http://vtrans.example.org/admin',
      // The site's own origin with a path that a browser reads as another host.
      'https://vtrans.example.org//evil.example/login',
      '/.//evil.example',
      'javascript:alert(1)',
      '',
      undefined,
      null,
    ]) {
      expect(safeCallbackPath(target, site, '/home'), String(target)).toBe('/home');
    }
  });

  it('never returns a character that could split a header', () => {
    expect(safeCallbackPath('/admin%0A%0DSet-Cookie:x\r\nLocation: /y', site)).toMatch(/^\/[\x21-\x7e]*$/);
  });
});

describe('UserInvitation', () => {
  it('wants a locality for locality users, and drops it for the others', () => {
    const missing = UserInvitation.safeParse({ email: 'a@example.org', role: 'locality', localityFips: '' });
    expect(fieldErrorsOf(missing.error!)).toEqual({ localityFips: 'Locality users need a locality.' });
    expect(UserInvitation.parse({ email: 'a@example.org', role: 'reviewer', localityFips: '' })).toEqual({
      email: 'a@example.org',
      name: '',
      role: 'reviewer',
      localityFips: undefined,
    });
  });
});
