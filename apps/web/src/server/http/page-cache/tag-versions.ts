import 'server-only';
import { virginiaToday } from '@vtrans/contracts/dates';
import { createDb, type Db, readCacheTagVersions } from '@vtrans/db';
import { webEnv } from '@/env';

/** How often each web process reads the tag versions: a committed write is seen within this, plus one read. */
export const pollEveryMs = 250;
/** Versions read longer ago than this are not trusted to judge a cached copy (the poll is failing or stuck). */
const trustedForMs = 1_000;

let latest: { versions: Record<string, string>; readAt: number } | undefined;
let poller: NodeJS.Timeout | undefined;
let pollDb: Db | undefined;

/**
 * Its own single connection: on the app's pool the poll would queue behind a burst of writes and
 * the versions would go stale exactly when the site is busiest.
 */
function pollConnection(): Db {
  pollDb ??= createDb(webEnv().DATABASE_URL, { max: 1, applicationName: 'vtrans-web-page-cache', connectionTimeoutMillis: 2_000 });
  return pollDb;
}

async function readOnce(): Promise<void> {
  // The time the read began, not when it ended: a write committed while it ran may be missing.
  const startedAt = Date.now();
  try {
    latest = { versions: await readCacheTagVersions(pollConnection()), readAt: startedAt };
  } catch {
    // Unreachable for now: the versions age past trustedForMs and the cache steps aside.
  }
}

/** The read under way, if any: a slow read is not stacked on, and every waiter shares it. */
let reading: Promise<void> | undefined;

function poll(): Promise<void> {
  // Cleared in a callback, which always runs after this assignment, however the read ends.
  reading ??= readOnce().finally(() => {
    reading = undefined;
  });
  return reading;
}

function startPolling(): void {
  if (poller) return;
  poller = setInterval(() => void poll(), pollEveryMs);
  poller.unref();
  void poll();
}

/** The database's tag versions, and today's date in Virginia as the version of `calendar-day`. */
function trusted(): Record<string, string> | null {
  if (!latest || Date.now() - latest.readAt > trustedForMs) return null;
  return { ...latest.versions, 'calendar-day': virginiaToday() };
}

/**
 * The cache tags' versions as this process last read them, or null when that read is more than
 * a second old (or none has succeeded yet) — then no cached copy can be shown to be current.
 * The first call starts the poll; it runs for the life of the process, one read per 250 ms, so
 * a request never waits on Postgres to use the cache. Database triggers change a tag's version
 * on every write (see cache_tags), so this sees writes from the web, the worker, the seed or psql.
 */
export function currentTagVersions(): Record<string, string> | null {
  startPolling();
  return trusted();
}

/**
 * The same, but when the last read is too old — the poll's timer was late on a busy event loop,
 * or its read was slow — it reads them now (one read, shared by every request waiting) instead
 * of giving up. Giving up would send every page to be rendered exactly when the process is
 * busiest (the comments-load bench: page reads p95 from 0.1 s to 7 s). Null only when the read
 * fails or is itself over a second old by the time it ends.
 */
export async function freshTagVersions(): Promise<Record<string, string> | null> {
  startPolling();
  const known = trusted();
  if (known) return known;
  await poll();
  return trusted();
}
