import { type EventName, type EventPayload, eventDefinitions, isEventName, payloadAtRest } from '@vtrans/contracts/events';
import { type Db, markCompleted, markFailed } from '@vtrans/db';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from '../logger';
import type { WorkerMetrics } from '../metrics';

export interface JobContext {
  /** The job id, which is also the outbox row id: the natural idempotency key. */
  jobId: string;
  attempt: number;
  /** No retry follows if this try fails. */
  lastAttempt: boolean;
  /** When the job was added: the same for every try (a digest covers up to this moment). */
  createdAt: Date;
  log: Logger;
}

export type EventHandler<Name extends EventName> = (payload: EventPayload<Name>, context: JobContext) => Promise<unknown>;
export type EventHandlers = { [Name in EventName]?: EventHandler<Name> };

/** Jobs relayed from the outbox have its row id (a UUID) as job id; scheduled jobs (schedules.ts) have BullMQ's own. */
const outboxId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The data the relay puts on every job. */
type RelayedJobData = { event: string; payload: unknown };

function parsePayload(job: Job<RelayedJobData>): { event: EventName; payload: unknown } {
  const event = job.data?.event;
  if (typeof event !== 'string' || !isEventName(event)) {
    throw new UnrecoverableError(`Unknown event "${String(event)}"`);
  }
  const result = eventDefinitions[event].payload.safeParse(job.data.payload);
  if (!result.success) {
    const reasons = result.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`);
    throw new UnrecoverableError(`Invalid payload for ${event}: ${reasons.join('; ')}`);
  }
  return { event, payload: result.data };
}

/**
 * BullMQ fails a job that stalled more often than the limit allows (its worker died, or froze past
 * its lock, each time) without handing it to the processor again, so createProcessor never hears
 * of it. Its outbox row is marked failed here, with its payload at rest, so the failure is seen
 * (/admin/queues) instead of the row waiting forever as neither completed nor failed.
 */
export async function recordStallFailure(db: Db, job: Job<RelayedJobData>, error: Error): Promise<boolean> {
  const jobId = String(job.id);
  if (!/more than allowable limit/.test(error.message) || !outboxId.test(jobId)) return false;
  let atRest: unknown;
  try {
    const { event, payload } = parsePayload(job);
    atRest = payloadAtRest(event, payload);
  } catch {
    // A payload that does not parse carries nothing to keep or scrub.
  }
  await markFailed(db, jobId, error.message, atRest);
  return true;
}

/**
 * Wraps a queue's handlers into one BullMQ processor: validates the payload again with the
 * contract's schema (a malformed payload fails once, without retries), logs start, end and
 * failure as JSON with queue, id and duration, records the attempt in the metrics, and records
 * the outcome on the outbox row.
 */
export function createProcessor(queue: string, handlers: EventHandlers, deps: { db: Db; logger: Logger; metrics: WorkerMetrics }) {
  return async (job: Job<RelayedJobData>) => {
    const started = performance.now();
    const jobId = String(job.id);
    const attempt = job.attemptsMade + 1;
    const log = deps.logger.child({ queue, jobId, event: job.name, attempt });
    const elapsed = () => Math.round(performance.now() - started);
    log.info('job started');
    let parsed: { event: EventName; payload: unknown } | undefined;
    const atRest = () => (parsed ? payloadAtRest(parsed.event, parsed.payload) : undefined);
    /**
     * A payload that carried a secret is kept without it once the job is done (completed or failed
     * for good): in the outbox row, and in the job BullMQ keeps for operators. The row is written
     * first: a worker killed between the two leaves the job with its whole payload, so the try
     * that takes it over parses it and finds the e-mail sent. (The other order left a job whose
     * token was already replaced, which that try refused as an invalid payload, failing an event
     * whose e-mail had gone.) Replacing the job's copy cannot undo an outcome already recorded, so
     * its failure is logged, not thrown.
     */
    const forgetSecret = async (payload: unknown) => {
      if (payload === undefined) return;
      await job
        .updateData({ ...job.data, payload })
        .catch((updateError: unknown) => log.error({ err: updateError }, 'could not replace the job’s payload with its form at rest'));
    };
    try {
      parsed = parsePayload(job);
      const { event, payload } = parsed;
      const handler = handlers[event] as EventHandler<EventName> | undefined;
      if (!handler) throw new UnrecoverableError(`Queue "${queue}" has no handler for ${event}`);
      const result = await handler(payload as never, {
        jobId,
        attempt,
        lastAttempt: attempt >= (job.opts.attempts ?? 1),
        createdAt: new Date(job.timestamp),
        log,
      });
      if (outboxId.test(jobId)) {
        // A failure to record it fails this try, and the job is tried again with its whole payload.
        await markCompleted(deps.db, jobId, atRest());
        await forgetSecret(atRest());
      }
      deps.metrics.observeAttempt(queue, job.name, 'completed', elapsed() / 1000);
      log.info({ durationMs: elapsed() }, 'job completed');
      return result;
    } catch (error) {
      const final = error instanceof UnrecoverableError || attempt >= (job.opts.attempts ?? 1);
      const reason = error instanceof Error ? error.message : String(error);
      deps.metrics.observeAttempt(queue, job.name, 'failed', elapsed() / 1000, final);
      log.error({ durationMs: elapsed(), err: error, final }, final ? 'job failed for good' : 'job failed; will retry');
      if (final && outboxId.test(jobId)) {
        await markFailed(deps.db, jobId, reason, atRest()).catch((markError: unknown) => log.error({ err: markError }, 'could not record failure'));
        // No try follows this one: the secret goes from the job whether or not the row could be written.
        await forgetSecret(atRest());
      }
      throw error;
    }
  };
}
