import { type QueueName, queueNames } from '@vtrans/contracts/queues';
import { localFileStorage } from '@vtrans/storage';
import { createDb } from '@vtrans/db';
import { createQueue, createRedis, queueConfigFor } from '@vtrans/queue';
import { type Queue, Worker } from 'bullmq';
import { createMailTransport } from './emails/transport';
import type { WorkerEnv } from './env';
import { createProcessor, type EventHandlers, recordStallFailure } from './jobs/run-job';
import type { Logger } from './logger';
import { WorkerMetrics } from './metrics';
import { outboxPruner } from './outbox/pruner';
import type { Periodic } from './periodic';
import { outboxReconciler } from './outbox/reconciler';
import { OutboxRelay } from './outbox/relay';
import { createDocumentHandlers } from './processors/documents';
import { createEmailHandlers } from './processors/email';
import { createGeoprocessHandlers } from './processors/geoprocess';
import { createLayerDownloadHandlers } from './processors/layer-downloads';
import { createStatsHandlers } from './processors/stats';
import { createContentHandlers } from './processors/content';
import { campaignPacing, createCampaignHandlers } from './processors/campaign';
import { campaignKeeper } from './campaigns/keeper';
import { keepScheduled, upsertSchedule, workerSchedules } from './schedules';
import { PresenceBeat } from './presence';

export interface WorkerApp {
  relay: OutboxRelay;
  /** The outbox's reconciler: `run()` is one pass now, answering how many rows were put back in line. */
  reconciler: Periodic<number>;
  pruner: Periodic<{ events: number; deliveries: number }>;
  metrics: WorkerMetrics;
  queues: Record<QueueName, Queue>;
  /** Stops taking jobs, lets active ones finish for up to `timeoutMs`, then hands the rest back. */
  stop(timeoutMs: number): Promise<void>;
}

interface QueueConsumer {
  queue: QueueName;
  handlers: EventHandlers;
  limiter?: { max: number; duration: number };
}

export async function startWorkerApp(env: WorkerEnv, logger: Logger): Promise<WorkerApp> {
  const db = createDb(env.DATABASE_URL, { max: 10, applicationName: 'vtrans-worker' });
  const producerRedis = createRedis(env.REDIS_URL, 'producer', 'vtrans-worker-producer');
  const workerRedis = createRedis(env.REDIS_URL, 'worker', 'vtrans-worker-consumer');
  const settings = { prefix: env.QUEUE_PREFIX, backoffMs: env.JOB_BACKOFF_MS };
  const configOf = (queue: QueueName) => queueConfigFor(queue, { backoffMs: env.JOB_BACKOFF_MS, lockMs: env.JOB_LOCK_MS });
  const queues = Object.fromEntries(queueNames.map((name) => [name, createQueue(name, producerRedis, settings)])) as Record<QueueName, Queue>;

  // One SMTP pool per sending queue, with as many connections as the queue runs jobs at once.
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, maxConnections: configOf('email').concurrency });
  const campaignTransport = createMailTransport({ smtpUrl: env.SMTP_URL, maxConnections: configOf('campaign').concurrency });

  const storage = localFileStorage(env.DATA_DIR);
  const pacing = campaignPacing(env.CAMPAIGN_RATE_PER_SECOND);
  const consumers: QueueConsumer[] = [
    {
      queue: 'email',
      handlers: createEmailHandlers({
        db,
        transport,
        from: env.MAIL_FROM,
        mailDomain: env.MAIL_DOMAIN,
        notificationSettings: {
          siteUrl: env.SITE_URL,
          commentAlertTo: env.COMMENT_ALERT_TO,
          spatialDataAlertTo: env.SPATIAL_DATA_ALERT_TO,
          contactTo: env.CONTACT_TO,
          gapTaAlertTo: env.GAP_TA_ALERT_TO,
        },
        alertWindowMinutes: env.ALERT_WINDOW_MINUTES,
      }),
    },
    {
      queue: 'geoprocess',
      handlers: { ...createGeoprocessHandlers({ db, storage }), ...createLayerDownloadHandlers({ db, storage, databaseUrl: env.DATABASE_URL }) },
    },
    { queue: 'stats', handlers: createStatsHandlers({ db }) },
    { queue: 'documents', handlers: createDocumentHandlers({ db, storage }) },
    {
      queue: 'content',
      handlers: createContentHandlers({
        db,
        linkCheck: {
          recheckHours: env.LINK_RECHECK_HOURS,
          timeoutMs: env.LINK_CHECK_TIMEOUT_MS,
          privateAddresses: env.LINK_CHECK_PRIVATE_ADDRESSES,
        },
      }),
    },
    {
      queue: 'campaign',
      handlers: createCampaignHandlers({
        db,
        transport: campaignTransport,
        from: env.MAIL_FROM,
        mailDomain: env.MAIL_DOMAIN,
        siteUrl: env.SITE_URL,
        queue: queues.campaign,
        batchSize: pacing.batchSize,
      }),
      // A relay accepts so many messages a second; BullMQ's limiter holds every worker to it together.
      limiter: pacing.limiter,
    },
  ];

  const metrics = new WorkerMetrics(env.QUEUE_PREFIX);
  const workers = consumers.map(({ queue, handlers, limiter }) => {
    const { concurrency, lockMs } = configOf(queue);
    const worker = new Worker(queue, createProcessor(queue, handlers, { db, logger, metrics }), {
      connection: workerRedis,
      prefix: env.QUEUE_PREFIX,
      concurrency,
      lockDuration: lockMs,
      // Stalled jobs (their worker died) are looked for as often as a lock can expire.
      stalledInterval: lockMs,
      // Handlers are idempotent, so a job whose worker died (or froze past its short lock on a
      // loaded machine) is simply run again; only a job that stalls four times — one that kills
      // its worker — is failed, and recordStallFailure marks its outbox row.
      maxStalledCount: 3,
      limiter,
    });
    worker.on('error', (error) => logger.error({ err: error, queue }, 'queue worker error'));
    worker.on('failed', (job, error) => {
      if (!job) return;
      recordStallFailure(db, job, error)
        .then((recorded) => recorded && logger.error({ queue, jobId: job.id, err: error }, 'job failed for good: it stalled too often'))
        .catch((markError) => logger.error({ err: markError, queue, jobId: job.id }, 'could not record a stalled job’s failure'));
    });
    return worker;
  });

  const relay = new OutboxRelay({ db, databaseUrl: env.DATABASE_URL, queues, logger, pollMs: env.OUTBOX_POLL_MS });
  const reconciler = outboxReconciler({
    db,
    queues,
    logger,
    graceMs: env.RECONCILE_GRACE_MS,
    intervalMs: env.RECONCILE_INTERVAL_MS,
    onRequeued: () => void relay.wake(),
  });
  const keeper = campaignKeeper({ db, queue: queues.campaign, logger, intervalMs: env.CAMPAIGN_CHECK_MS });
  const pruner = outboxPruner({ db, logger, retentionMs: env.OUTBOX_RETENTION_DAYS * 86_400_000, intervalMs: env.OUTBOX_PRUNE_INTERVAL_MS });
  await relay.start();
  reconciler.start();
  pruner.start();
  keeper.start();
  const schedules = workerSchedules({
    statsEveryMs: env.STATS_REFRESH_EVERY_MS,
    digestCron: env.ALERT_DIGEST_CRON,
    alertSweepMs: env.ALERT_SWEEP_MS,
    linkCheckMs: env.LINK_CHECK_EVERY_MS,
  });
  for (const schedule of schedules) await upsertSchedule(queues, schedule);
  const stopKeepingSchedule = keepScheduled(queues, schedules, env.RECONCILE_INTERVAL_MS, logger);
  metrics.startPublishing(producerRedis, env.METRICS_PUBLISH_MS, logger);
  const presence = new PresenceBeat(
    producerRedis,
    env.QUEUE_PREFIX,
    consumers.map(({ queue }) => queue),
    logger,
  );
  presence.start();

  return {
    relay,
    reconciler,
    pruner,
    metrics,
    queues,
    async stop(timeoutMs) {
      metrics.stopPublishing();
      stopKeepingSchedule();
      await Promise.all([relay.stop(), reconciler.stop(), pruner.stop(), keeper.stop()]);
      const closing = Promise.all(workers.map((worker) => worker.close()));
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        closing.then(() => false),
        new Promise<true>((resolve) => {
          timer = setTimeout(() => resolve(true), timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        // Jobs still running lose their lock and go back to waiting for the next worker.
        logger.warn({ timeoutMs }, 'active jobs did not finish in time; handing them back to the queue');
        await Promise.all(workers.map((worker) => worker.close(true)));
      }
      await presence.stop();
      await Promise.all(Object.values(queues).map((queue) => queue.close()));
      transport.close();
      campaignTransport.close();
      await db.destroy();
      producerRedis.disconnect();
      workerRedis.disconnect();
    },
  };
}
