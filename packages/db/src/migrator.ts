import { type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from '../../../migrations';
import type { Db } from './db';

function createMigrator(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  return createMigrator(db).migrateToLatest();
}

/** Names of known migrations that the database has not run yet. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const all = await createMigrator(db).getMigrations();
  return all.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
