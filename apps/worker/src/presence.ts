import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { recordWorkerPresence, WORKER_BEAT_MS, type WorkerPresence } from '@vtrans/queue';
import type { Redis } from 'ioredis';
import type { Logger } from './logger';

/** This worker's beat on the operators' page (packages/queue/src/worker-presence.ts). */
export class PresenceBeat {
  private readonly presence: WorkerPresence;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    queues: string[],
    private readonly logger: Logger,
  ) {
    const now = new Date().toISOString();
    this.presence = { id: randomUUID(), host: hostname(), pid: process.pid, queues, startedAt: now, lastSeenAt: now, stoppedAt: null };
  }

  start(everyMs = WORKER_BEAT_MS): void {
    // The first word as soon as Redis takes commands (they fail at once before), not a beat later.
    if (this.redis.status === 'ready') void this.beat();
    else this.redis.once('ready', () => void this.beat());
    this.timer = setInterval(() => void this.beat(), everyMs);
  }

  /** The last word: stopped cleanly (a worker that dies simply falls silent). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.beat(new Date().toISOString());
  }

  private async beat(stoppedAt: string | null = null): Promise<void> {
    this.presence.lastSeenAt = new Date().toISOString();
    this.presence.stoppedAt = stoppedAt;
    try {
      await recordWorkerPresence(this.redis, this.prefix, this.presence);
    } catch (error) {
      this.logger.debug({ err: error }, 'could not record the worker’s presence; will try again');
    }
  }
}
