import { randomUUID } from 'node:crypto';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { workerMetricsKey } from '@vtrans/queue';
import type { Redis } from 'ioredis';
import type { Logger } from './logger';

export type JobOutcome = 'completed' | 'failed';

/**
 * The worker's own metrics: how long jobs take and how often they fail, per queue and event, plus
 * the process's memory and event-loop figures. Prometheus scrapes the web app only, so every few
 * seconds the worker writes its figures to Redis (prom-client's JSON form, with a time to live);
 * /api/metrics sums the snapshots of all live workers with prom-client's AggregatorRegistry.
 */
export class WorkerMetrics {
  readonly registry = new Registry();
  private readonly instanceKey: string;
  private readonly duration: Histogram<'queue' | 'event' | 'outcome'>;
  private readonly failures: Counter<'queue' | 'event' | 'final'>;
  private timer: NodeJS.Timeout | undefined;

  constructor(prefix: string) {
    this.instanceKey = workerMetricsKey(prefix, randomUUID());
    collectDefaultMetrics({ register: this.registry, prefix: 'vtrans_worker_' });
    this.duration = new Histogram({
      name: 'vtrans_job_duration_seconds',
      help: 'Time one attempt of a job took, by queue, event and outcome.',
      labelNames: ['queue', 'event', 'outcome'],
      // E-mails take tens of ms; geoprocessing and PDF reading take seconds to minutes.
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers: [this.registry],
    });
    this.failures = new Counter({
      name: 'vtrans_job_failures_total',
      help: 'Failed job attempts, by queue and event; final="true" when no retry is left.',
      labelNames: ['queue', 'event', 'final'],
      registers: [this.registry],
    });
  }

  observeAttempt(queue: string, event: string, outcome: JobOutcome, seconds: number, final = false): void {
    this.duration.observe({ queue, event, outcome }, seconds);
    if (outcome === 'failed') this.failures.inc({ queue, event, final: String(final) });
  }

  /** Writes a snapshot now and then every `everyMs`; each lives three intervals, so a stopped worker's figures expire. */
  startPublishing(redis: Redis, everyMs: number, logger: Logger): void {
    const publish = async () => {
      try {
        const snapshot = JSON.stringify(await this.registry.getMetricsAsJSON());
        await redis.set(this.instanceKey, snapshot, 'PX', everyMs * 3);
      } catch (error) {
        logger.debug({ err: error }, 'could not publish worker metrics; will try again');
      }
    };
    void publish();
    this.timer = setInterval(() => void publish(), everyMs);
  }

  stopPublishing(): void {
    clearInterval(this.timer);
  }
}
