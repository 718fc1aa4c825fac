import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashParameters, verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

describe('passwords', () => {
  it('are hashed with argon2id at no less than OWASP’s parameters, and verify', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
    expect(passwordHashParameters.memorySize).toBeGreaterThanOrEqual(46 * 1024);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('get a fresh salt each time', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});

describe('tokens', () => {
  it('carry 256 random bits and hash to SHA-256 hex', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
