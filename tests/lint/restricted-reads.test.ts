import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The queries server/domain/restricted/ reads staff and personal data with are read nowhere else in the
 * web app's server modules with the unchecked reader (readPublic): a module that did would hand
 * staff data to a page without a role check. (Route handlers and actions check roles in withRoute
 * and formAction.)
 */
const server = path.resolve('apps/web/src/server');
const restricted = path.join(server, 'domain/restricted');

/** The value names a module imports from @vtrans/db. */
function dbImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@vtrans\/db'/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  );
}

const sourcesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => ({ file, source: readFileSync(path.join(folder, file), 'utf8') }));

it('no server module reads a restricted query with the unchecked reader', () => {
  const restrictedQueries = new Set(sourcesUnder(restricted).flatMap(({ source }) => dbImports(source)));
  expect(restrictedQueries.size).toBeGreaterThanOrEqual(15);
  const leaks = sourcesUnder(server)
    .filter(({ file }) => !file.startsWith('domain/restricted/') && /\breadPublic\b/.test(readFileSync(path.join(server, file), 'utf8')))
    .flatMap(({ file, source }) =>
      dbImports(source)
        .filter((name) => restrictedQueries.has(name))
        .map((name) => `${file}: ${name}`),
    );
  expect(leaks).toEqual([]);
});
