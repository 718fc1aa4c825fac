import type { QueueName } from '@vtrans/contracts/queues';
import { claimUndispatched, type Db, markDispatched } from '@vtrans/db';
import type { Queue } from 'bullmq';
import pg from 'pg';
import type { Logger } from '../logger';

export interface RelayOptions {
  db: Db;
  /** A separate connection string for the LISTEN client (it holds one connection open). */
  databaseUrl: string;
  queues: Record<QueueName, Queue>;
  logger: Logger;
  pollMs: number;
  batchSize?: number;
}

/**
 * Moves committed outbox rows onto their BullMQ queues. Each row becomes a job whose id is the
 * row's id, so adding the same row twice is a no-op while the job exists. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so any number of relays can run at once without sharing a row, and a
 * row is marked dispatched in the same transaction that claimed it — only after Redis accepted
 * the job. If Redis is down the transaction rolls back and the rows wait for the next pass.
 */
export class OutboxRelay {
  private readonly batchSize: number;
  private listener: pg.Client | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = false;

  constructor(private readonly options: RelayOptions) {
    this.batchSize = options.batchSize ?? 100;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
    this.pollTimer = setInterval(() => this.wake(), this.options.pollMs);
    this.wake();
  }

  /** Runs passes until the outbox is empty; a wake during a pass schedules one more. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.wakeAgain = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.wakeAgain = false;
          while (!this.stopped && (await this.relayBatch()) === this.batchSize);
        } while (this.wakeAgain && !this.stopped);
      } catch (error) {
        // Redis or Postgres unavailable: the rows stay undispatched and the next poll retries.
        this.options.logger.warn({ err: error }, 'outbox relay pass failed; will retry');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** One claim–add–mark transaction; returns how many rows it dispatched. */
  async relayBatch(): Promise<number> {
    const { db, queues, logger } = this.options;
    return db.transaction().execute(async (trx) => {
      const rows = await claimUndispatched(trx, this.batchSize);
      if (rows.length === 0) return 0;
      const byQueue = new Map<QueueName, typeof rows>();
      for (const row of rows) {
        const queueName = row.queue as QueueName;
        byQueue.set(queueName, [...(byQueue.get(queueName) ?? []), row]);
      }
      for (const [queueName, queueRows] of byQueue) {
        const queue = queues[queueName];
        if (!queue) throw new Error(`Outbox row for unknown queue "${queueName}"`);
        await queue.addBulk(
          queueRows.map((row) => ({
            name: row.event,
            data: { event: row.event, payload: row.payload },
            // A scheduled event waits in the queue until its time (a reconciled one too: the delay
            // is worked out again from the row).
            opts: { jobId: row.id, ...(row.run_after ? { delay: Math.max(0, row.run_after.getTime() - Date.now()) } : {}) },
          })),
        );
      }
      await markDispatched(
        trx,
        rows.map((row) => row.id),
      );
      logger.debug({ count: rows.length }, 'outbox rows dispatched');
      return rows.length;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.reconnectTimer);
    await this.running;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl, application_name: 'vtrans-relay' });
    const retry = () => {
      if (this.stopped || this.listener !== client) return;
      this.listener = undefined;
      client.end().catch(() => {});
      // Polling carries on meanwhile; try to listen again shortly.
      this.reconnectTimer = setTimeout(() => void this.listen(), this.options.pollMs);
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', () => void this.wake());
    this.listener = client;
    try {
      await client.connect();
      await client.query('listen outbox_inserted');
    } catch (error) {
      this.options.logger.warn({ err: error }, 'outbox listener could not connect; polling only for now');
      retry();
    }
  }
}
