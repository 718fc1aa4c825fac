import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dropDatabase, withDatabaseName } from '@vtrans/db';
import { SMTPServer } from 'smtp-server';
import { addConfirmedSubscribers, addEditor, sendCampaignNow } from '../tests/support/campaigns';
import { cloneDatabase, createMigratedDatabase, newTestDatabaseName } from '../tests/support/databases';
import { deleteQueueKeys, eventually, uniqueQueuePrefix } from '../tests/support/worker';
import { spawnWorkerProcess, type WorkerProcess } from '../tests/support/worker-process';

/**
 * A sink that keeps only what the figures need — each message's recipient and Message-ID —
 * read from the envelope and the header block, so 100,000 messages cost the bench process little.
 */
async function startSink() {
  const received: { to: string; messageId: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (!head.includes('\r\n\r\n')) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '';
        // The campaign's own e-mails only: its writer is told of its approval too (issue 63).
        if (messageId.startsWith('<campaign.')) for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, messageId });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The worker's resident set, sampled while it runs (Linux /proc). */
function watchRss(worker: WorkerProcess) {
  let peak = 0;
  const timer = setInterval(() => {
    readFile(`/proc/${worker.process.pid}/status`, 'utf8')
      .then((status) => {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        peak = Math.max(peak, kb * 1024);
      })
      .catch(() => undefined);
  }, 250);
  return { peakMb: () => Math.round(peak / 1024 / 1024), stop: () => clearInterval(timer) };
}

/**
 * `npm run bench -- campaign` (issue 21): one campaign to `subscribers` confirmed subscribers,
 * sent by the real worker process (its concurrency, 10, and a limiter set out of the way) to an
 * in-process SMTP sink. Reports how long the fan-out took to enqueue, the delivery rate, the
 * worker's peak RSS and the distinct Message-IDs; then the same with the worker SIGKILLed at
 * ~30% and a second one finishing, counting recipients and repeats (which must carry the
 * Message-ID of the first copy: a resend of a send in flight, never a second e-mail).
 */
export async function benchCampaign(serverUrl: string, redisUrl: string, subscribers = 100_000) {
  return {
    uninterrupted: await oneRun(serverUrl, redisUrl, subscribers, null),
    killedAt30Percent: await oneRun(serverUrl, redisUrl, subscribers, 0.3),
  };
}

async function oneRun(serverUrl: string, redisUrl: string, subscribers: number, killAt: number | null) {
  const template = newTestDatabaseName('bench');
  await createMigratedDatabase(withDatabaseName(serverUrl, template), false);
  const database = await cloneDatabase(serverUrl, template);
  const sink = await startSink();
  const prefix = uniqueQueuePrefix();
  const workers: WorkerProcess[] = [];
  const spawn = () => {
    const worker = spawnWorkerProcess({
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      SMTP_URL: sink.url,
      QUEUE_PREFIX: prefix,
      MAIL_FROM: 'VTrans <news@vtrans.test>',
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '200',
      CAMPAIGN_RATE_PER_SECOND: '100000',
      CAMPAIGN_CHECK_MS: '1000',
      // A killed worker's jobs are taken over once their lock lapses: 5 s, not 30, so the run is short.
      JOB_LOCK_MS: '5000',
    });
    workers.push(worker);
    return worker;
  };
  try {
    await addConfirmedSubscribers(database.db, subscribers);
    const editor = await addEditor(database.db);
    let worker = spawn();
    let rss = watchRss(worker);
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // the worker's start-up (tsx) is not the campaign's
    const started = performance.now();
    const campaignId = await sendCampaignNow(database.db, editor);
    const sendJob = () => database.db.selectFrom('outbox').select('completed_at').where('event', '=', 'campaign.send').executeTakeFirst();
    await eventually(async () => (await sendJob())?.completed_at, 120_000, 'the campaign to be expanded');
    const enqueuedMs = performance.now() - started;

    const peaks: number[] = [];
    let killedAfter: number | null = null;
    if (killAt !== null) {
      await eventually(async () => sink.received.length >= subscribers * killAt, 600_000, `${killAt * 100}% delivered`);
      worker.process.kill('SIGKILL');
      await worker.exited;
      rss.stop();
      peaks.push(rss.peakMb());
      killedAfter = sink.received.length;
      worker = spawn();
      rss = watchRss(worker);
    }
    const status = async () => (await database.db.selectFrom('campaigns').select('status').where('id', '=', campaignId).executeTakeFirstOrThrow()).status;
    await eventually(async () => (await status()) === 'sent', 1_200_000, 'the campaign to be sent');
    const deliveredMs = performance.now() - started;
    rss.stop();
    peaks.push(rss.peakMb());

    const byRecipient = new Map<string, Set<string>>();
    for (const { to, messageId } of sink.received) byRecipient.set(to, (byRecipient.get(to) ?? new Set()).add(messageId));
    return {
      subscribers,
      received: sink.received.length,
      distinctRecipients: byRecipient.size,
      distinctMessageIds: new Set(sink.received.map((message) => message.messageId)).size,
      repeats: sink.received.length - byRecipient.size,
      repeatsWithAnotherMessageId: [...byRecipient.values()].filter((ids) => ids.size > 1).length,
      killedAfter,
      enqueuedSeconds: Number((enqueuedMs / 1000).toFixed(2)),
      deliveryRatePerSecond: Math.round(subscribers / (deliveredMs / 1000)),
      workerPeakRssMb: Math.max(...peaks),
    };
  } finally {
    for (const worker of workers) worker.process.kill('SIGTERM');
    await Promise.all(workers.map((worker) => worker.exited));
    await sink.close();
    await deleteQueueKeys(redisUrl, prefix);
    await database.drop();
    await dropDatabase(withDatabaseName(serverUrl, template));
  }
}
