import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '@vtrans/contracts/auth';
import type { ValidSession } from '@vtrans/db';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Every reader of server/domain/restricted/ — every function any of its modules exports, so a new one is
 * covered the day it is written — refuses a viewer without a role before it reads anything: signed
 * out it sends them to sign in (back to the address they asked for), signed in without a staff or
 * locality role it answers 403. Pages get their access check from these readers (decision 026).
 */

vi.mock('server-only', () => ({}));
const asked = '/admin/somewhere?with=query';
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-vtrans-path': asked }) }));
const viewer = vi.hoisted(() => ({ session: null as ValidSession | null }));
vi.mock('../../auth/session', async (original) => ({ ...(await original<object>()), currentSession: async () => viewer.session }));

const sessionOf = (role: Role) => ({ user: { id: 'u1', email: 'someone@example.com', role, localityFips: null } }) as unknown as ValidSession;

/** What a call answered: Next's control-flow digest (a redirect, a 403), or that it went on past the check. */
async function outcomeOf(read: () => unknown): Promise<string> {
  try {
    await read();
    return 'read';
  } catch (error) {
    return (error as { digest?: string }).digest ?? `error: ${(error as Error).message}`;
  }
}

const folder = path.dirname(new URL(import.meta.url).pathname);
const modules = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
let readers: { name: string; read: (...args: unknown[]) => unknown }[] = [];

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
  for (const file of modules) {
    const exported = (await import(/* @vite-ignore */ path.join(folder, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) {
      if (typeof value === 'function') readers.push({ name: `${file}: ${name}`, read: value as (...args: unknown[]) => unknown });
    }
  }
  readers = readers.sort((a, b) => a.name.localeCompare(b.name));
  // Importing every reader's module (and what they import: the database, Next's server code) is
  // the slow part: over 10 s on a loaded machine, which made the default hook limit fail the run.
}, 60_000);

describe('server/domain/restricted', () => {
  it('holds the readers of every admin page', () => {
    expect(modules.length).toBeGreaterThanOrEqual(8);
    expect(readers.length).toBeGreaterThanOrEqual(20);
  });

  it('sends a signed-out viewer to sign in, back to the address asked for, from every reader', async () => {
    viewer.session = null;
    for (const reader of readers) {
      expect(await outcomeOf(() => reader.read(1, 1, 1)), reader.name).toBe(`NEXT_REDIRECT;replace;/auth/signin?callbackUrl=${encodeURIComponent(asked)};307;`);
    }
  });

  it('answers 403 to a signed-in viewer without a staff or locality role, from every reader', async () => {
    viewer.session = sessionOf('public');
    for (const reader of readers) expect(await outcomeOf(() => reader.read(1, 1, 1)), reader.name).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
  });

  it('answers 403 to a locality account on every staff reader, and lets it read its own submissions and account', async () => {
    viewer.session = sessionOf('locality');
    // Its own account's factors and sessions too (issue 54).
    const own = new Set([
      'submissions.ts: ownSubmissionsData',
      'submissions.ts: visibleSubmissionData',
      'account.ts: ownSecurityData',
      'account.ts: ownSessionsData',
    ]);
    for (const reader of readers.filter((candidate) => !own.has(candidate.name))) {
      expect(await outcomeOf(() => reader.read(1, 1, 1)), reader.name).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
    }
    for (const name of own) expect(await outcomeOf(() => readers.find((reader) => reader.name === name)!.read(1)), name).not.toMatch(/^NEXT_/);
  });
});
