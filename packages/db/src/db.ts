import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './types';

// DATE values stay 'YYYY-MM-DD' strings: turning them into JS Dates would shift them by the
// server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = Kysely<Database>;
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
/** A transaction, for code outside this package that must be handed one (the action wrapper). */
export type Trx = Transaction<Database>;

/** One round trip to the server: the health probes' question whether Postgres answers. */
export async function pingDatabase(db: DbOrTrx): Promise<void> {
  await sql`select 1`.execute(db);
}

export interface CreateDbOptions {
  /** Pool size; web and worker each hold one pool. */
  max?: number;
  /** Shown in pg_stat_activity, so an operator can tell web from worker connections. */
  applicationName?: string;
  /** How long a new connection may take before the query fails (ms). */
  connectionTimeoutMillis?: number;
}

export function createDb(connectionString: string, options: CreateDbOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'vtrans',
    // Fail fast when Postgres is unreachable instead of queueing requests forever.
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    idleTimeoutMillis: 30_000,
    // No JIT compilation: at 100,000 documents a search's plan costs past jit_above_cost, and
    // compiling it took 100–200 ms of a query that runs in 30 (the search bench). None of our
    // queries is the long analytical kind JIT pays off for.
    options: '-c jit=off',
  });
  // An idle client losing its connection (Postgres restarting) must not crash the process; the
  // pool drops the client and the next query opens a new one.
  pool.on('error', () => {});
  // The same for a client that is lent out — a transaction awaiting Redis, say — when no query is
  // running: pg-pool takes its own listener off while a client is out, and an unheard 'error'
  // would end the process (the Postgres drill caught the worker dying so). The transaction's next
  // query fails instead, and pg-pool drops the broken client when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
