import { afterEach, beforeEach, inject } from 'vitest';
import type { WorkerApp } from '../../apps/worker/src/worker-app';
import { cloneDatabase, type TestDatabase } from './databases';
import { deleteQueueKeys, startTestWorker, uniqueQueuePrefix } from './worker';

/**
 * For each test of the calling suite: a clone of the seeded database and a queue prefix of its
 * own, and the real worker once the test starts it; all stopped and removed after the test.
 */
export function workerTestBed() {
  const redisUrl = inject('redisUrl');
  let database: TestDatabase | undefined;
  let prefix = '';
  let worker: WorkerApp | undefined;
  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
    prefix = uniqueQueuePrefix();
  });
  afterEach(async () => {
    await worker?.stop(5_000);
    worker = undefined;
    await deleteQueueKeys(redisUrl, prefix);
    await database?.drop();
  });
  return {
    redisUrl,
    get database(): TestDatabase {
      if (!database) throw new Error('The database is cloned in beforeEach; use it inside a test.');
      return database;
    },
    get prefix() {
      return prefix;
    },
    /** Starts the worker on this test's database and queues (no SMTP server: nothing here sends mail). */
    async startWorker(overrides: Record<string, string> = {}) {
      worker = await startTestWorker({ databaseUrl: this.database.url, redisUrl, smtpUrl: 'smtp://127.0.0.1:9', queuePrefix: prefix, overrides });
      return worker;
    },
  };
}
