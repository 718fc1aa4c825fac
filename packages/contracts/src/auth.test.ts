import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './forms';
import { safeCallbackPath, UserInvitation } from './auth';

describe('safeCallbackPath', () => {
  it('keeps a path on this site', () => {
    expect(safeCallbackPath('/admin/users?tab=1')).toBe('/admin/users?tab=1');
  });

  it('refuses anything that could leave the site', () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', undefined, null]) {
      expect(safeCallbackPath(target, '/home')).toBe('/home');
    }
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
