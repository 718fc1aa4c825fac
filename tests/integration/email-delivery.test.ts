import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { WorkerApp } from '../../apps/worker/src/worker-app';
import { cloneDatabase, type TestDatabase } from '../support/databases';
import { enqueueEmail, noticeEmail, outboxRow } from '../support/outbox-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { deleteQueueKeys, eventually, startTestWorker, uniqueQueuePrefix } from '../support/worker';

describe('e-mail delivery', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let worker: WorkerApp | undefined;
  let prefix: string;
  const redisUrl = inject('redisUrl');

  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('baseTemplate'));
    smtp = await startSmtpServer();
    prefix = uniqueQueuePrefix();
  });

  afterEach(async () => {
    await worker?.stop(5_000);
    worker = undefined;
    await smtp.close();
    await deleteQueueKeys(redisUrl, prefix);
    await database.drop();
  });

  const start = async () => {
    worker = await startTestWorker({ databaseUrl: database.url, redisUrl, smtpUrl: smtp.url, queuePrefix: prefix });
    return worker;
  };

  it('retries a send the SMTP server refused and delivers exactly one e-mail', async () => {
    smtp.failNextMessages(1);
    const id = await enqueueEmail(database.db, noticeEmail('commenter@example.org'));
    const app = await start();

    await smtp.waitForMessages(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.messages).toHaveLength(1);
    const job = await app.queues.email.getJob(id);
    expect(job?.attemptsMade).toBe(2);
    expect(await job?.getState()).toBe('completed');
    const deliveries = await database.db.selectFrom('email_deliveries').selectAll().execute();
    expect(deliveries).toEqual([
      expect.objectContaining({ idempotency_key: id, message_id: `<${id}@vtrans.test>`, recipients: ['commenter@example.org'] }),
    ]);
  });

  it('backs off while SMTP refuses connections and sends when it returns', async () => {
    smtp.refuseConnections(true);
    const id = await enqueueEmail(database.db, noticeEmail('commenter@example.org'));
    const app = await start();
    await eventually(async () => ((await app.queues.email.getJob(id))?.attemptsMade ?? 0) >= 2, 15_000, 'two failed attempts');
    expect(smtp.messages).toHaveLength(0);

    smtp.refuseConnections(false);
    await smtp.waitForMessages(1, 30_000);
    await eventually(async () => (await outboxRow(database.db, id)).completed_at, 10_000, 'completion');
    expect(smtp.messages).toHaveLength(1);
  });

  it('does not send again when a job for an already-sent e-mail runs a second time', async () => {
    const id = await enqueueEmail(database.db, noticeEmail('commenter@example.org'));
    const app = await start();
    await smtp.waitForMessages(1);
    await eventually(async () => (await app.queues.email.getJob(id))?.finishedOn, 10_000, 'the job to finish');

    // Run the very same job again, as after a crash that lost its completion.
    const job = await app.queues.email.getJob(id);
    await job?.retry('completed');
    await eventually(async () => (await app.queues.email.getJob(id))?.finishedOn !== job?.finishedOn, 10_000, 'the rerun');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(1);
    expect(await database.db.selectFrom('email_deliveries').selectAll().execute()).toHaveLength(1);
  });
});
