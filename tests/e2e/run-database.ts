import { test } from '@playwright/test';
import type { Db } from '@vtrans/db';
import { openDb } from './e2e-env';

/**
 * Opens the lane's database for the tests of one spec file and closes it after them. Playwright
 * runs these hooks once for each worker that runs tests of the file, and other files' tests run in
 * the same lane between this file's: anything a test changes is put back by the test itself
 * (cleanUpAfterEach), never at the end of the file.
 */
export function runDatabase(): () => Db {
  let db: Db | undefined;
  test.beforeAll(() => {
    db = openDb();
  });
  test.afterAll(async () => {
    await db?.destroy();
  });
  return () => {
    if (!db) throw new Error('The database opens in beforeAll; use it inside a test.');
    return db;
  };
}

type CleanUp = (db: Db) => Promise<unknown>;

/**
 * What a test made or changed that another test could see — a published layer or update, a
 * document in the library, a setting — undone after the test: each clean-up it registers runs in an
 * afterEach hook, which Playwright runs even when the test failed or timed out, last registered
 * first, every one of them even if another fails. A test registers its clean-up before it makes the
 * thing, so one that stops half-way leaves nothing either; a clean-up finds what to undo by the
 * test's own unique names, and is harmless when there is nothing.
 */
export function cleanUpAfterEach(db: () => Db): (cleanUp: CleanUp) => void {
  const registered: CleanUp[] = [];
  test.afterEach(async () => {
    let firstError: unknown;
    for (const cleanUp of registered.splice(0).reverse()) {
      try {
        await cleanUp(db());
      } catch (error) {
        firstError ??= error;
      }
    }
    if (firstError !== undefined) throw firstError;
  });
  return (cleanUp) => void registered.push(cleanUp);
}
