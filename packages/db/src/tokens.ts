import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link or a session: 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret token, so a dump of it holds nothing usable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
