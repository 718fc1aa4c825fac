import pg from 'pg';

/**
 * Creating and dropping whole databases: used by the migrate command (first run on a new
 * machine) and by the tests (one database per run, cloned from a migrated template).
 */
function splitUrl(databaseUrl: string): { adminUrl: string; name: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
  url.pathname = '/postgres';
  return { adminUrl: url.toString(), name };
}

async function withAdminClient<T>(databaseUrl: string, run: (client: pg.Client, name: string) => Promise<T>) {
  const { adminUrl, name } = splitUrl(databaseUrl);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client, name);
  } finally {
    await client.end();
  }
}

export function databaseName(databaseUrl: string): string {
  return splitUrl(databaseUrl).name;
}

export function withDatabaseName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates the database if it does not exist; returns true when it was created. */
export async function ensureDatabase(databaseUrl: string, template?: string): Promise<boolean> {
  return withAdminClient(databaseUrl, async (client, name) => {
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount) return false;
    await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
    return true;
  });
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  await withAdminClient(databaseUrl, async (client, name) => {
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}

/** Names of databases starting with `prefix`, for sweeping up after interrupted test runs. */
export async function listDatabases(databaseUrl: string, prefix: string): Promise<string[]> {
  return withAdminClient(databaseUrl, async (client) => {
    const result = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    return result.rows.map((row) => row.datname);
  });
}
