import 'server-only';
import { createDb, type Db } from '@vtrans/db';
import { connection } from 'next/server';
import { webEnv } from '../env';

const globalForDb = globalThis as unknown as { vtransDb?: Db };

/** The web app's one connection pool (kept on globalThis so dev reloads do not open more). */
export function db(): Db {
  globalForDb.vtransDb ??= createDb(webEnv().DATABASE_URL, {
    max: 10,
    applicationName: 'vtrans-web',
    // How long a request may wait for a free connection (or a new one to open). Long enough that a
    // burst queues instead of failing (the comments-load bench: 1,000 at once waited up to ~25 s
    // at the back of the line). An outage does not wait this out: a refused connection fails at
    // once, and proxy.ts answers 503 while the database probe fails.
    connectionTimeoutMillis: 30_000,
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
