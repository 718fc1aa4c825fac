import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/**
 * A random token for a link or a session: 256 bits, URL-safe. Follows the Lucia maintainers'
 * session guide (Lucia v3 itself stores the cookie value as the session id; see docs/features.md, "Sign-in, sessions and roles").
 */
export function newToken(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

/** What the database keeps of a secret token, so a dump of it holds nothing usable. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}
