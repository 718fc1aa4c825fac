import 'server-only';
import { createDb, type Db } from '@vtrans/db';
import { connection } from 'next/server';
import { webEnv } from '../env';

const globalForDb = globalThis as unknown as { vtransDb?: Db };

/** The web app's one connection pool (kept on globalThis so dev reloads do not open more). */
export function db(): Db {
  globalForDb.vtransDb ??= createDb(webEnv().DATABASE_URL, {
    // 20: a burst of writes went through half again as fast as with 10 (comments-load bench);
    // with the worker's 10 and the probes, well inside Postgres's default 100 connections.
    max: 20,
    applicationName: 'vtrans-web',
    // How long a request may wait for a free connection (or a new one to open). Long enough that a
    // burst queues instead of failing: in the comments-load bench, 1,000 comments posted at once
    // wait up to ~30 s at the back of the line on 2 cores. An outage does not wait this out: a
    // refused connection fails at once, and proxy.ts answers 503 while the database probe fails.
    connectionTimeoutMillis: 60_000,
  });
  return globalForDb.vtransDb;
}

/**
 * The pool, for reading while rendering a request. Waiting on `connection()` first marks the
 * render as request-time, so `next build` (which has no database) never runs the query and no
 * page is frozen with build-time data.
 */
export async function requestDb(): Promise<Db> {
  await connection();
  return db();
}
