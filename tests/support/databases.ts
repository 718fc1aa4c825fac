import { randomBytes } from 'node:crypto';
import { createDb, databaseName, type Db, dropDatabase, ensureDatabase, listDatabases, migrateToLatest, sql, withDatabaseName } from '@vtrans/db';
import { seedAll } from '@vtrans/seed';
import { createLayerDownloadHandlers } from '../../apps/worker/src/processors/layer-downloads';
import { createLogger } from '../../apps/worker/src/logger';
import { type FileStorage, localFileStorage } from '@vtrans/storage';

/** Every database a test run creates starts with this, followed by the creation time in ms. */
export const testDatabasePrefix = 'vtrans_test_';

export function newTestDatabaseName(label: string): string {
  return `${testDatabasePrefix}${Date.now()}_${randomBytes(3).toString('hex')}_${label}`;
}

/**
 * Creates a migrated database, optionally seeded: a template to clone, or the e2e run's database.
 * With `storage`, the seed writes the document library's PDFs there.
 */
export async function createMigratedDatabase(url: string, seeded: boolean, storage?: FileStorage): Promise<void> {
  await ensureDatabase(url);
  const db = createDb(url, { max: 2 });
  try {
    const { error } = await migrateToLatest(db);
    if (error) throw error;
    if (seeded) await seedAll(db, { storage });
  } finally {
    await db.destroy();
  }
}

/**
 * The two templates a test run clones (vitest's global setup, the Playwright run's serve.ts):
 * `migrated` (empty) and `seeded`, which is a clone of `migrated` with the seed on top — one
 * migration for both. The seed writes the document library's PDFs to `dataDir`.
 */
export async function createTemplates(names: { migrated: string; seeded: string; dataDir: string }): Promise<void> {
  await createMigratedDatabase(names.migrated, false);
  await ensureDatabase(names.seeded, databaseName(names.migrated));
  const db = createDb(names.seeded, { max: 2 });
  try {
    const storage = localFileStorage(names.dataDir);
    await seedAll(db, { storage });
    await writeLayerDownloadsAsTheWorker(db, names.seeded, storage);
  } finally {
    await db.destroy();
  }
}

/**
 * Does the seed's `layer.write-downloads` events as a worker on its first start would (issue 59):
 * every clone starts with its layers' download files in `storage` and nothing left for a test's
 * worker to spend its first seconds on in GDAL.
 */
async function writeLayerDownloadsAsTheWorker(db: Db, databaseUrl: string, storage: FileStorage): Promise<void> {
  const handle = createLayerDownloadHandlers({ db, storage, databaseUrl })['layer.write-downloads']!;
  const pending = await db
    .selectFrom('outbox')
    .select(['id', 'payload'])
    .where('event', '=', 'layer.write-downloads')
    .where('dispatched_at', 'is', null)
    .execute();
  for (const event of pending) {
    await handle(event.payload as { layerId: string }, { jobId: event.id, attempt: 1, lastAttempt: true, createdAt: new Date(), log: createLogger('silent') });
    await db
      .updateTable('outbox')
      .set({ dispatched_at: sql`now()`, completed_at: sql`now()` })
      .where('id', '=', event.id)
      .execute();
  }
}

export interface TestDatabase {
  url: string;
  db: Db;
  drop: () => Promise<void>;
}

/** A private copy of a template: fast (a file copy inside Postgres) and isolated. */
export async function cloneDatabase(serverUrl: string, template: string): Promise<TestDatabase> {
  const url = withDatabaseName(serverUrl, newTestDatabaseName('case'));
  await ensureDatabase(url, template);
  const db = createDb(url, { max: 5 });
  return {
    url,
    db,
    drop: async () => {
      await db.destroy();
      await dropDatabase(url);
    },
  };
}

/** Drops test databases left behind by runs that were killed more than an hour ago. */
export async function sweepStaleDatabases(serverUrl: string): Promise<void> {
  const cutoff = Date.now() - 3_600_000;
  for (const name of await listDatabases(serverUrl, testDatabasePrefix)) {
    const createdAt = Number(name.slice(testDatabasePrefix.length).split('_')[0]);
    if (createdAt && createdAt < cutoff) await dropDatabase(withDatabaseName(serverUrl, name));
  }
}
