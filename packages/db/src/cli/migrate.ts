import { createDb } from '../db';
import { databaseName, ensureDatabase } from '../database-admin';
import { migrateToLatest } from '../migrator';
import { readCliEnv } from './env';

// `npm run migrate`: creates the database on first run, then applies every pending migration.
const { DATABASE_URL } = readCliEnv();
const out = (line: string) => process.stdout.write(`${line}\n`);

if (await ensureDatabase(DATABASE_URL)) out(`created database ${databaseName(DATABASE_URL)}`);
const db = createDb(DATABASE_URL, { max: 1, applicationName: 'vtrans-migrate' });
const { results, error } = await migrateToLatest(db);
for (const result of results ?? []) out(`${result.status === 'Success' ? 'applied' : result.status}: ${result.migrationName}`);
await db.destroy();

if (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`migration failed: ${message}\n`);
  if (/extension "postgis"|postgis\.control/.test(message)) {
    process.stderr.write('PostGIS is not installed for this PostgreSQL server. On Debian: apt-get install postgresql-15-postgis-3\n');
  }
  process.exit(1);
}
out(results?.length ? 'migrations up to date' : 'nothing to migrate');
