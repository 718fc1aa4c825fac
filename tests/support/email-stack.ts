import { afterEach, beforeEach, inject } from 'vitest';
import type { WorkerApp } from '../../apps/worker/src/worker-app';
import { cloneDatabase, type TestDatabase } from './databases';
import { startSmtpServer, type TestSmtpServer } from './smtp';
import { deleteQueueKeys, startTestWorker, uniqueQueuePrefix } from './worker';

/**
 * For each test: a database cloned from `template`, a real SMTP server, a queue prefix of its own,
 * and `start()` for the real worker wired to them; all torn down after the test.
 */
export function useEmailStack(template: 'baseTemplate' | 'seededTemplate') {
  const redisUrl = inject('redisUrl');
  const stack = {} as { database: TestDatabase; smtp: TestSmtpServer; prefix: string; worker?: WorkerApp };

  beforeEach(async () => {
    stack.database = await cloneDatabase(inject('serverUrl'), inject(template));
    stack.smtp = await startSmtpServer();
    stack.prefix = uniqueQueuePrefix();
  });

  afterEach(async () => {
    await stack.worker?.stop(5_000);
    stack.worker = undefined;
    await stack.smtp.close();
    await deleteQueueKeys(redisUrl, stack.prefix);
    await stack.database.drop();
  });

  async function start(overrides?: Record<string, string>): Promise<WorkerApp> {
    stack.worker = await startTestWorker({ databaseUrl: stack.database.url, redisUrl, smtpUrl: stack.smtp.url, queuePrefix: stack.prefix, overrides });
    return stack.worker;
  }

  return Object.assign(stack, { start });
}
