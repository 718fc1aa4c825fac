import { dropDatabase, enqueue, insertComment, sql, type Trx, withDatabaseName } from '@vtrans/db';
import { cloneDatabase, createMigratedDatabase, newTestDatabaseName } from '../tests/support/databases';
import { signInLinkEvent } from '../tests/support/outbox-fixtures';
import { startSmtpServer } from '../tests/support/smtp';
import { deleteQueueKeys, startTestWorker, uniqueQueuePrefix } from '../tests/support/worker';

/**
 * How each kind of event is written: a fact that carries all its e-mail says (a sign-in link,
 * rendered from the event alone), or one the worker's notification loads rows for (a comment,
 * whose `comment.created` the staff alert loads and renders).
 */
const writers = {
  selfContained: (trx: Trx, index: number) => enqueue(trx, signInLinkEvent(`reader${index}@example.org`)),
  notification: (trx: Trx, index: number) =>
    insertComment(trx, {
      geometry: { type: 'Point', coordinates: [-77.43, 37.55] },
      category: 'Safety',
      text: `Bench comment ${index}: the crossing needs a signal.`,
    }),
};

/**
 * Outbox throughput, end to end, for both kinds of e-mail event in turn: N events committed in
 * transactions of 10 (as requests would), relayed to BullMQ, processed by one worker, and
 * received by a real SMTP server. Reports commit rate, delivery rate and the commit→sent latency
 * percentiles of each, measured in the same run.
 */
export async function benchOutboxThroughput(serverUrl: string, redisUrl: string, events = 2_000) {
  return {
    selfContained: await benchOneKind(serverUrl, redisUrl, events, 'selfContained'),
    notification: await benchOneKind(serverUrl, redisUrl, events, 'notification'),
  };
}

async function benchOneKind(serverUrl: string, redisUrl: string, events: number, kind: keyof typeof writers) {
  const template = newTestDatabaseName('bench');
  await createMigratedDatabase(withDatabaseName(serverUrl, template), false);
  const database = await cloneDatabase(serverUrl, template);
  const smtp = await startSmtpServer();
  const prefix = uniqueQueuePrefix();
  const worker = await startTestWorker({ databaseUrl: database.url, redisUrl, smtpUrl: smtp.url, queuePrefix: prefix });
  try {
    const started = performance.now();
    for (let batch = 0; batch < events / 10; batch += 1) {
      await database.db.transaction().execute(async (trx) => {
        for (let index = 0; index < 10; index += 1) await writers[kind](trx, batch * 10 + index);
      });
    }
    const committedMs = performance.now() - started;
    await smtp.waitForMessages(events, 300_000);
    const deliveredMs = performance.now() - started;

    const latency = await sql<{ p50: number; p95: number; max: number }>`
      select percentile_cont(0.5) within group (order by ms) as p50,
             percentile_cont(0.95) within group (order by ms) as p95,
             max(ms) as max
      from (select extract(epoch from d.sent_at - o.created_at) * 1000 as ms
            -- A notification's key is the job id (= outbox id) and the notification's name.
            from outbox o join email_deliveries d on split_part(d.idempotency_key, '.', 1) = o.id::text) as latencies`.execute(database.db);
    const { p50, p95, max } = latency.rows[0]!;
    return {
      events,
      received: smtp.messages.length,
      distinctMessageIds: new Set(smtp.messages.map((message) => message.messageId)).size,
      commitRatePerSecond: Math.round(events / (committedMs / 1000)),
      deliveryRatePerSecond: Math.round(events / (deliveredMs / 1000)),
      latencyMs: { p50: Math.round(p50), p95: Math.round(p95), max: Math.round(max) },
    };
  } finally {
    await worker.stop(10_000);
    await smtp.close();
    await deleteQueueKeys(redisUrl, prefix);
    await database.drop();
    await dropDatabase(withDatabaseName(serverUrl, template));
  }
}
