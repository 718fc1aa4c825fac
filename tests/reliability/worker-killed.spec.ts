import { expect, test } from '../e2e/browser-test';
import { enqueue } from '@vtrans/db';
import { signInLinkEvent, signInLinkKey } from '../support/outbox-fixtures';
import { deliveries, Installation } from '../support/installation';

// Drill 1: the worker is killed (SIGKILL, no goodbye) in the middle of a batch of 200 e-mails and
// started again. Every e-mail arrives; a repeat is possible only for a send cut off in flight, and
// it carries the same Message-ID, so the distinct Message-IDs are exactly 200.
const total = 200;
let stack: Installation;

test.beforeAll(async () => {
  // A short job lock, so the killed worker's jobs are taken over in seconds rather than a minute —
  // but not so short that a worker starved of CPU by a loaded machine (CI runs the suite beside
  // this) misses renewing it three times and BullMQ fails a live job as stalled: at 2 s a
  // fresh-clone run ended with one event failed that way, its e-mail sent.
  stack = await new Installation({ workerEnv: { JOB_LOCK_MS: '5000' } }).start();
});

test.afterAll(async () => {
  await stack.stop();
});

test('SIGKILL mid-batch: after a restart all 200 e-mails arrive, with exactly 200 distinct Message-IDs', async () => {
  const ids = await stack.db.transaction().execute(async (trx) => {
    const created: string[] = [];
    for (let index = 0; index < total; index += 1) {
      created.push(await enqueue(trx, signInLinkEvent(`reader${index}@example.org`)));
    }
    return created;
  });
  // Slow sends, so the kill lands while some are on the wire.
  stack.smtp.delayResponses(40);
  const first = stack.startWorker();
  await expect.poll(() => stack.smtp.messages.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(40);
  first.process.kill('SIGKILL');
  await first.exited;
  const beforeRestart = deliveries(stack.smtp);
  expect(beforeRestart.distinct).toBeLessThan(total);

  stack.smtp.delayResponses(0);
  const second = stack.startWorker();
  await expect.poll(() => deliveries(stack.smtp).distinct, { timeout: 60_000 }).toBe(total);
  // The sends the kill cut off (sent, not yet recorded) are taken over once their job lock runs
  // out, sent again with the same Message-ID and recorded: every delivery is recorded in the end,
  // and only then are the repeats counted (a fixed wait here was shorter than the lock).
  const recordedDeliveries = async () =>
    Number(
      (
        await stack.db
          .selectFrom('email_deliveries')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  await expect.poll(recordedDeliveries, { timeout: 30_000 }).toBe(total);

  const after = deliveries(stack.smtp);
  expect(after.distinct).toBe(total);
  // Every Message-ID is one of the batch's (the outbox id and the notification are the idempotency key) …
  expect(new Set(stack.smtp.messages.map((message) => message.messageId))).toEqual(new Set(ids.map((id) => `<${signInLinkKey(id)}@vtrans.test>`)));
  // … and the repeats, if any, are no more than the sends a worker has in flight (concurrency 5).
  expect(after.messages - total).toBeLessThanOrEqual(5);
  // Each of the batch's events is marked complete once its job ends, a moment after its e-mail is
  // recorded (under load, after the wait above). What the two workers said of one left open is
  // the failure's message.
  const open = async () => {
    const rows = await stack.db
      .selectFrom('outbox')
      .select(['id', 'dispatched_at', 'failed_at', 'last_error'])
      .where('id', 'in', ids)
      .where('completed_at', 'is', null)
      .execute();
    return rows.map((row) => ({ ...row, said: [...first.logs, ...second.logs].filter((line) => line.jobId === row.id) }));
  };
  await expect.poll(open, { timeout: 30_000 }).toEqual([]);
});
