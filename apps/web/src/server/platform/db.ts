import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createDb, type Db } from '@vtrans/db';
import { connection } from 'next/server';
import { webEnv } from '../../env';

type PoolName = 'reads' | 'writes';

const globalForDb = globalThis as unknown as { vtransDb?: Partial<Record<PoolName, Db>> };

/**
 * Two pools, so a burst of writes cannot starve reads (the comments-load bench: 1,000 comments at
 * once used to hold every connection, and page and API reads waited up to 15 s behind them).
 * Writes — server actions, POST handlers — keep 14 connections and may wait a minute for one;
 * reads keep 8 of their own and wait at most 10 s. With the worker's 10, the probes and the page
 * cache's poll, well inside Postgres's default 100 connections.
 */
const poolSettings: Record<PoolName, { max: number; connectionTimeoutMillis: number }> = {
  // Long enough that a burst queues instead of failing; an outage does not wait this out (a
  // refused connection fails at once, and proxy.ts answers 503 while the database probe fails).
  writes: { max: 14, connectionTimeoutMillis: 60_000 },
  reads: { max: 8, connectionTimeoutMillis: 10_000 },
};

function pool(name: PoolName): Db {
  const pools = (globalForDb.vtransDb ??= {});
  // Kept on globalThis so dev reloads do not open more.
  pools[name] ??= createDb(webEnv().DATABASE_URL, { ...poolSettings[name], applicationName: `vtrans-web-${name}` });
  return pools[name];
}

/** Set while a GET route handler runs (withRoute): its queries go to the reads pool. */
const reading = new AsyncLocalStorage<true>();

/** The pool for this request's queries: the reads pool inside a GET handler, otherwise the writes pool. */
export function db(): Db {
  return pool(reading.getStore() ? 'reads' : 'writes');
}

/** Runs a request that only reads (a GET or HEAD handler) with db() on the reads pool. */
export function whileReading<Result>(work: () => Result): Result {
  return reading.run(true, work);
}

/**
 * Runs one of packages/db's queries for the page being rendered, on the reads pool. Waiting on
 * `connection()` first marks the render as request-time, so `next build` (which has no database)
 * never runs the query and no page is frozen with build-time data. The server's data modules use
 * it; pages and components call those modules, never packages/db (lint). Route handlers and
 * actions use db(); cached datasets go through cachedByTag (content-cache.ts).
 */
export async function readPublic<Args extends unknown[], Result>(query: (db: Db, ...args: Args) => Promise<Result>, ...args: Args): Promise<Result> {
  await connection();
  return query(pool('reads'), ...args);
}
