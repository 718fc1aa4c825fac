import { enqueue } from '@vtrans/db';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';
import { signInLinkEvent } from '../support/outbox-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { deleteQueueKeys, eventually, uniqueQueuePrefix } from '../support/worker';
import { spawnWorkerProcess, type WorkerProcess } from '../support/worker-process';

describe('the worker process', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let prefix: string;
  const running: WorkerProcess[] = [];
  const redisUrl = inject('redisUrl');

  const spawnWorker = () => {
    const worker = spawnWorkerProcess({
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      SMTP_URL: smtp.url,
      QUEUE_PREFIX: prefix,
      MAIL_FROM: 'VTrans <no-reply@vtrans.test>',
      OUTBOX_POLL_MS: '200',
    });
    running.push(worker);
    return worker;
  };

  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('baseTemplate'));
    smtp = await startSmtpServer();
    prefix = uniqueQueuePrefix();
  });

  afterEach(async () => {
    for (const worker of running.splice(0)) {
      worker.process.kill('SIGKILL');
      await worker.exited;
    }
    await smtp.close();
    await deleteQueueKeys(redisUrl, prefix);
    await database.drop();
  });

  // Hang bounds, not speed: a worker started on a machine busy with other work took more than 20 s
  // to start its first jobs (a fresh-clone run beside two CPU hogs and a benchmark).
  it('on SIGTERM finishes the sends in progress and exits; a new worker delivers the rest, each once', { timeout: 180_000 }, async () => {
    const total = 12;
    await database.db.transaction().execute(async (trx) => {
      for (let index = 0; index < total; index += 1) {
        await enqueue(trx, signInLinkEvent(`reader${index}@example.org`));
      }
    });
    smtp.delayResponses(1_500);
    const first = spawnWorker();
    // Sends only: the worker also runs its schedules at start-up (the statistics refresh, the alert sweep on the e-mail queue).
    const emailJobs = (msg: string) => first.logs.filter((line) => line.msg === msg && line.queue === 'email' && line.event === 'auth.sign-in-link');
    await eventually(async () => emailJobs('job started').length >= 3, 90_000, 'jobs to start');

    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const started = emailJobs('job started').map((line) => line.jobId);
    const completed = emailJobs('job completed');
    // Every job it had started, it finished before exiting; it took none after SIGTERM.
    expect(completed.map((line) => line.jobId).sort()).toEqual([...started].sort());
    expect(smtp.messages.length).toBe(started.length);
    expect(started.length).toBeLessThan(total);
    expect(completed[0]).toEqual(expect.objectContaining({ queue: 'email', event: 'auth.sign-in-link', durationMs: expect.any(Number) }));
    expect(first.logs.at(-1)?.msg).toBe('worker stopped');

    smtp.delayResponses(0);
    spawnWorker();
    await smtp.waitForMessages(total, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.messages).toHaveLength(total);
    expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(total);
    expect(await database.db.selectFrom('email_deliveries').selectAll().execute()).toHaveLength(total);
  });

  it('stops at start-up with a message naming a malformed variable', async () => {
    const worker = spawnWorkerProcess({ DATABASE_URL: 'mysql://nope', QUEUE_PREFIX: prefix });
    running.push(worker);
    expect(await worker.exited).toBe(1);
    expect(worker.stderr()).toContain('DATABASE_URL is malformed: expected a postgres:// URL');
  });
});
