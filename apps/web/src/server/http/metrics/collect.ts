import 'server-only';
import { jobStates } from '@vtrans/contracts/queues';
import { outboxBacklog } from '@vtrans/db';
import { workerMetricsKeyPattern } from '@vtrans/queue';
import { AggregatorRegistry, Gauge, Registry } from 'prom-client';
import { withDeadline } from '@/lib/with-deadline';
import { webEnv } from '../../../env';
import { db } from '../../platform/db';
import { queueDepths } from '../../platform/queues';
import { redis } from '../../platform/redis';
import { httpMetrics } from './http-metrics';

/** A scrape never waits long on a hung service (Prometheus gives up after 10 s by default). */
const readTimeoutMs = 2_000;

/** Every live worker's snapshot (written by the worker's WorkerMetrics), summed into one registry. */
async function workerMetrics(): Promise<Registry> {
  const pattern = workerMetricsKeyPattern(webEnv().QUEUE_PREFIX);
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis().scan(cursor, 'MATCH', pattern, 'COUNT', 100);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  const snapshots = keys.length > 0 ? await redis().mget(...keys) : [];
  const parsed = snapshots.filter((snapshot): snapshot is string => snapshot !== null).map((snapshot) => JSON.parse(snapshot) as object);
  return AggregatorRegistry.aggregate(parsed);
}

/**
 * The figures read at scrape time: queue depths (BullMQ), the outbox's backlog and lag (Postgres),
 * and whether each service answered. A service that is down leaves its figures out and reports 0
 * in vtrans_dependency_up, so a scrape during an outage still succeeds.
 */
async function scrapeTimeMetrics(): Promise<{ registry: Registry; workers: Registry | null }> {
  const registry = new Registry();
  const up = new Gauge({
    name: 'vtrans_dependency_up',
    help: 'Whether the service answered this scrape (1) or not (0).',
    labelNames: ['service'],
    registers: [registry],
  });
  const [depths, backlog, workers] = await Promise.allSettled([
    withDeadline(queueDepths(), readTimeoutMs, 'Redis'),
    withDeadline(outboxBacklog(db()), readTimeoutMs, 'Postgres'),
    withDeadline(workerMetrics(), readTimeoutMs, 'Redis'),
  ]);

  up.set({ service: 'redis' }, depths.status === 'fulfilled' ? 1 : 0);
  if (depths.status === 'fulfilled') {
    const jobs = new Gauge({ name: 'vtrans_queue_jobs', help: 'Jobs on each queue by state.', labelNames: ['queue', 'state'], registers: [registry] });
    for (const { queue, counts } of depths.value) {
      for (const state of jobStates) jobs.set({ queue, state }, counts[state]);
    }
  }
  up.set({ service: 'db' }, backlog.status === 'fulfilled' ? 1 : 0);
  if (backlog.status === 'fulfilled') {
    const events = new Gauge({ name: 'vtrans_outbox_events', help: 'Outbox events not completed, by state.', labelNames: ['state'], registers: [registry] });
    events.set({ state: 'undispatched' }, backlog.value.undispatched);
    events.set({ state: 'in_flight' }, backlog.value.inFlight);
    events.set({ state: 'failed' }, backlog.value.failed);
    const lag = new Gauge({
      name: 'vtrans_outbox_lag_seconds',
      help: 'Age of the oldest outbox event not yet handed to a queue (0 when none waits).',
      registers: [registry],
    });
    const oldest = backlog.value.oldestUndispatchedAt;
    lag.set(oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
    new Gauge({
      name: 'vtrans_outbox_table_bytes',
      help: 'Size of the outbox table with its indexes (completed events are pruned after OUTBOX_RETENTION_DAYS).',
      registers: [registry],
    }).set(backlog.value.tableBytes);
    new Gauge({ name: 'vtrans_outbox_rows_estimate', help: 'Postgres’s estimate of the outbox table’s rows.', registers: [registry] }).set(
      backlog.value.rowsEstimate,
    );
  }
  return { registry, workers: workers.status === 'fulfilled' ? workers.value : null };
}

/** Everything /api/metrics serves, in Prometheus's text format. */
export async function collectMetrics(): Promise<{ contentType: string; body: string }> {
  const http = httpMetrics().registry;
  const { registry, workers } = await scrapeTimeMetrics();
  const parts = await Promise.all([http.metrics(), registry.metrics(), workers?.metrics() ?? '']);
  return { contentType: http.contentType, body: parts.filter(Boolean).join('\n') };
}
