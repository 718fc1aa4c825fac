import { enqueue } from '@vtrans/db';
import { Queue } from 'bullmq';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { WorkerApp } from '../../apps/worker/src/worker-app';
import { cloneDatabase, type TestDatabase } from '../support/databases';
import { enqueueSignInLink, outboxRow, signInLinkEvent, signInLinkKey } from '../support/outbox-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { deleteQueueKeys, eventually, startTestWorker, uniqueQueuePrefix } from '../support/worker';

describe('outbox → relay → BullMQ → worker → SMTP', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let prefix: string;
  const workers: WorkerApp[] = [];
  const redisUrl = inject('redisUrl');

  const startWorker = async (overrides?: Record<string, string>) => {
    const worker = await startTestWorker({ databaseUrl: database.url, redisUrl, smtpUrl: smtp.url, queuePrefix: prefix, overrides });
    workers.push(worker);
    return worker;
  };
  const deliveries = async () => (await database.db.selectFrom('email_deliveries').selectAll().execute()).length;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('baseTemplate'));
    smtp = await startSmtpServer();
    prefix = uniqueQueuePrefix();
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop(5_000)));
    await smtp.close();
    await deleteQueueKeys(redisUrl, prefix);
    await database.drop();
  });

  it('delivers an event written while the worker was stopped exactly once, even with two relays', async () => {
    const id = await enqueueSignInLink(database.db, 'planner@example.gov');
    expect((await outboxRow(database.db, id)).dispatched_at).toBeNull();

    // Two workers start together: two relays race for the row, two consumers wait for the job.
    await Promise.all([startWorker(), startWorker()]);
    const [message] = await smtp.waitForMessages(1);
    await settle();

    expect(smtp.messages).toHaveLength(1);
    expect(message?.to).toEqual(['planner@example.gov']);
    expect(message?.subject).toBe('Your VTrans sign-in link');
    expect(message?.messageId).toBe(`<${signInLinkKey(id)}@vtrans.test>`);
    expect(message?.text).toContain('The link works once, for 15 minutes.');
    const row = await outboxRow(database.db, id);
    expect(row.dispatch_count).toBe(1);
    expect(row.completed_at).not.toBeNull();
    expect(await deliveries()).toBe(1);
  });

  it('adds no second job when a row is relayed again while its job exists', async () => {
    const worker = await startWorker();
    await worker.stop(5_000); // keep its queues' settings, but no consumer and no background relay
    workers.length = 0;

    const producer = await startWorker({ OUTBOX_POLL_MS: '3600000' });
    await producer.relay.stop();
    const id = await enqueueSignInLink(database.db, 'planner@example.gov');
    // The first pass adds the job; then the row looks undispatched again, as after a relay that
    // crashed between adding the job and committing.
    expect(await producer.relay.relayBatch()).toBe(1);
    await database.db.updateTable('outbox').set({ dispatched_at: null }).where('id', '=', id).execute();
    expect(await producer.relay.relayBatch()).toBe(1);

    await smtp.waitForMessages(1);
    await settle();
    expect(smtp.messages).toHaveLength(1);
    expect(await deliveries()).toBe(1);
    expect((await outboxRow(database.db, id)).dispatch_count).toBe(2);
  });

  it('never lets two relays claim the same row', async () => {
    const rows = 200;
    await database.db.transaction().execute(async (trx) => {
      for (let index = 0; index < rows; index += 1) {
        await enqueue(trx, signInLinkEvent(`person${index}@example.gov`));
      }
    });
    smtp.refuseConnections(true); // only the relaying is under test here
    const [first, second] = await Promise.all([startWorker({ OUTBOX_POLL_MS: '3600000' }), startWorker({ OUTBOX_POLL_MS: '3600000' })]);
    await Promise.all([first!.relay.wake(), second!.relay.wake(), first!.relay.wake(), second!.relay.wake()]);

    const counts = await database.db
      .selectFrom('outbox')
      .select(({ fn }) => ['dispatch_count', fn.countAll<string>().as('rows')])
      .groupBy('dispatch_count')
      .execute();
    expect(counts).toEqual([{ dispatch_count: 1, rows: String(rows) }]);
    const queue = new Queue('email', { connection: { url: redisUrl }, prefix });
    // The e-mail queue also holds the alert digest's scheduled job: count the relayed ones.
    const jobs = (await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed'])).filter((job) => job.name === 'auth.sign-in-link');
    await queue.close();
    expect(jobs).toHaveLength(rows);
  });

  it('re-queues a dispatched row whose job vanished from Redis, and sends it once', async () => {
    smtp.refuseConnections(true);
    const worker = await startWorker({ JOB_BACKOFF_MS: '60000' });
    const id = await enqueueSignInLink(database.db, 'planner@example.gov');
    // The job is in Redis and its first attempt failed; the retry waits a minute.
    await eventually(async () => ((await worker.queues.email.getJob(id))?.attemptsMade ?? 0) >= 1, 10_000, 'a failed attempt');

    // Redis restarts empty: every key of this install is gone.
    await deleteQueueKeys(redisUrl, prefix);
    await new Promise((resolve) => setTimeout(resolve, 300)); // past RECONCILE_GRACE_MS
    expect(await worker.reconciler.run()).toBe(1);
    smtp.refuseConnections(false);

    await smtp.waitForMessages(1);
    await settle();
    expect(smtp.messages).toHaveLength(1);
    const row = await outboxRow(database.db, id);
    expect(row.dispatch_count).toBe(2);
    expect(row.completed_at).not.toBeNull();
    // A completed row is never re-queued.
    expect(await worker.reconciler.run()).toBe(0);
  });

  it('fails a malformed payload once, with a reason naming the field, and sends nothing', async () => {
    const { id } = await database.db
      .insertInto('outbox')
      .values({
        event: 'auth.sign-in-link',
        queue: 'email',
        payload: JSON.stringify({ ...signInLinkEvent('planner@example.gov').payload, email: 'not-an-address' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const worker = await startWorker();

    const row = await eventually(
      async () => {
        const current = await outboxRow(database.db, id);
        return current.failed_at ? current : undefined;
      },
      10_000,
      'the job to fail',
    );
    expect(row.last_error).toMatch(/^Invalid payload for auth\.sign-in-link: email: /);
    const job = await worker.queues.email.getJob(id);
    expect(job?.attemptsMade).toBe(1);
    expect(await job?.getState()).toBe('failed');
    await settle();
    expect(smtp.messages).toHaveLength(0);
    expect(await worker.reconciler.run()).toBe(0);
  });
});
