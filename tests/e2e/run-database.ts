import { test } from '@playwright/test';
import type { Db } from '@vtrans/db';
import { openDb } from './e2e-env';

/**
 * Opens the run's database for the tests of one spec file and closes it after them, running
 * `beforeClose` first (e.g. the seed, to put back what the tests changed).
 */
export function runDatabase(options: { beforeClose?: (db: Db) => Promise<unknown> } = {}): () => Db {
  let db: Db | undefined;
  test.beforeAll(() => {
    db = openDb();
  });
  test.afterAll(async () => {
    if (!db) return;
    await options.beforeClose?.(db);
    await db.destroy();
  });
  return () => {
    if (!db) throw new Error('The database opens in beforeAll; use it inside a test.');
    return db;
  };
}
