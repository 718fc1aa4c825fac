import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sessionCookieNames } from '@/server/auth/cookie-names';
import { siteCookies } from './site-cookies';

/** Every .ts/.tsx file of the web app's source, but tests. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the privacy statement’s cookies', () => {
  it('lists every cookie the web app’s code can set (Va. Code § 2.2-3803(B): a cookie added is a cookie told)', () => {
    const named = new Set<string>([sessionCookieNames.http]);
    for (const file of sourceFiles(path.resolve(__dirname, '../..'))) {
      const source = readFileSync(file, 'utf8');
      // `const waitingCookie = 'vtrans_second_factor'`, and a name given where the cookie is set.
      for (const match of source.matchAll(/\w*Cookie\w*\s*=\s*'(vtrans_[a-z_]+)'/g)) named.add(match[1]!);
      for (const match of source.matchAll(/siteCookie(?:Name)?\(\s*'(vtrans_[a-z_]+)'/g)) named.add(match[1]!);
    }
    expect([...named].sort()).toEqual(siteCookies.map((cookie) => cookie.name).sort());
  });
});
