import 'server-only';
import { type JobState, jobStates, type QueueName, queueNames } from '@vtrans/contracts/queues';
import { findJobSubjects, findOutboxEvent, findOutboxEventsByPayload, type JobSubject, type OutboxEventRow } from '@vtrans/db';
import { readWorkerPresences, type WorkerPresence } from '@vtrans/queue';
import type { Job } from 'bullmq';
import { webEnv } from '../../env';
import { db } from '../platform/db';
import { queues } from '../platform/queues';
import { redis } from '../platform/redis';

/** A job as the dashboard shows it. */
export interface JobView {
  id: string;
  queue: QueueName;
  event: string;
  /** BullMQ's state, or `gone` when Redis no longer holds the job (removed after its retention time, or lost). */
  state: JobState | 'gone' | 'other';
  attemptsMade: number;
  attemptsAllowed: number;
  createdAt: Date | null;
  finishedAt: Date | null;
  /** When a delayed job is due to run. */
  runsAt: Date | null;
  /** The schedule that made the job, if one did: such a job is the schedule's next run, not the operator's to remove. */
  scheduleId: string | null;
  error: string | null;
  stack: string | null;
  /** The payload, with anything that could sign someone in left out. */
  payload: string;
  /** What the job was about (a document, a submission …), when its payload names something staff know. */
  subject: JobSubject | null;
  outbox: OutboxEventRow | undefined;
}

/** Each job with what it was about, looked up for all of them at once. */
async function withSubjects(views: (JobView & { raw: unknown })[]): Promise<JobView[]> {
  const subjects = await findJobSubjects(
    db(),
    views.map((view) => view.raw),
  );
  // The raw payload served only to name the subject: an event not yet done may hold a live token.
  return views.map(({ raw: _raw, ...view }, index) => ({ ...view, outbox: view.outbox && { ...view.outbox, payload: undefined }, subject: subjects[index]! }));
}

/** Payload keys whose values are never shown: sign-in and confirmation links carry secrets. */
const secretKey = /token|secret|password|link|url/i;

function describePayload(data: unknown): string {
  const payload = (data as { payload?: unknown } | undefined)?.payload ?? data;
  return JSON.stringify(payload, (key, value: unknown) => (key && secretKey.test(key) ? '[hidden]' : value)) ?? '';
}

const asDate = (millis: number | undefined) => (millis ? new Date(millis) : null);

/** `knownState` when the caller listed jobs by state; otherwise Redis is asked. */
async function viewOf(queue: QueueName, job: Job, outbox: OutboxEventRow | undefined, knownState?: JobState): Promise<JobView & { raw: unknown }> {
  const state = knownState ?? (await job.getState());
  return {
    raw: (job.data as { payload?: unknown } | undefined)?.payload ?? outbox?.payload,
    id: String(job.id),
    queue,
    event: job.name,
    state: (jobStates as readonly string[]).includes(state) ? (state as JobState) : 'other',
    attemptsMade: job.attemptsMade,
    attemptsAllowed: job.opts.attempts ?? 1,
    createdAt: asDate(job.timestamp),
    finishedAt: asDate(job.finishedOn),
    runsAt: state === 'delayed' ? asDate(job.timestamp + job.delay) : null,
    scheduleId: job.repeatJobKey ?? null,
    error: job.failedReason || null,
    stack: job.stacktrace?.filter(Boolean).at(-1) ?? null,
    payload: describePayload(job.data),
    subject: null,
    outbox,
  };
}

/** The outbox's record of an event whose job Redis no longer holds. */
function goneView(row: OutboxEventRow): JobView & { raw: unknown } {
  return {
    raw: row.payload,
    id: row.id,
    queue: row.queue as QueueName,
    event: row.event,
    state: 'gone',
    attemptsMade: 0,
    attemptsAllowed: 0,
    createdAt: row.created_at,
    finishedAt: row.completed_at ?? row.failed_at,
    runsAt: null,
    scheduleId: null,
    error: row.last_error,
    stack: null,
    payload: '',
    subject: null,
    outbox: row,
  };
}

/** The newest `limit` jobs in `state`, from one queue or all of them. */
export async function listJobs(state: JobState, queue: QueueName | undefined, limit = 50): Promise<JobView[]> {
  const names = queue ? [queue] : queueNames;
  const found = await Promise.all(names.map(async (name) => (await queues()[name].getJobs([state], 0, limit - 1, false)).map((job) => ({ name, job }))));
  const newest = found
    .flat()
    .sort((a, b) => (b.job.finishedOn ?? b.job.timestamp) - (a.job.finishedOn ?? a.job.timestamp))
    .slice(0, limit);
  return withSubjects(await Promise.all(newest.map(({ name, job }) => viewOf(name, job, undefined, state))));
}

/** The job with this id, on whichever queue holds it (job ids of outbox events are the event ids). */
async function findJobById(id: string): Promise<JobView[]> {
  const found = await Promise.all(queueNames.map(async (name) => ({ name, job: await queues()[name].getJob(id) })));
  const outbox = /^[0-9a-f-]{36}$/i.test(id) ? await findOutboxEvent(db(), id) : undefined;
  const views = await Promise.all(found.filter(({ job }) => job).map(({ name, job }) => viewOf(name, job!, outbox)));
  return withSubjects(views.length === 0 && outbox ? [goneView(outbox)] : views);
}

/**
 * Jobs by id (no field) or by a payload field's value. Payload search goes through the outbox,
 * which keeps every event's payload after Redis has let the job go.
 */
export async function searchJobs(field: string | undefined, value: string): Promise<JobView[]> {
  if (!field) return findJobById(value);
  const rows = await findOutboxEventsByPayload(db(), field, value);
  return withSubjects(
    await Promise.all(
      rows.map(async (row) => {
        const job = await queues()[row.queue as QueueName]?.getJob(row.id);
        return job ? viewOf(row.queue as QueueName, job, row) : goneView(row);
      }),
    ),
  );
}

/** A repeating job as the dashboard shows it: what it runs, how often, and when next. */
export interface ScheduleView {
  id: string;
  queue: QueueName;
  event: string;
  repeat: string;
  nextRunAt: Date | null;
}

const minutes = (ms: number) => (ms % 60_000 === 0 ? `every ${ms / 60_000} minute${ms === 60_000 ? '' : 's'}` : `every ${ms / 1000} seconds`);

/** The worker's schedules (schedules.ts in the worker) as BullMQ holds them. */
export async function listSchedules(): Promise<ScheduleView[]> {
  const found = await Promise.all(queueNames.map(async (queue) => (await queues()[queue].getJobSchedulers()).map((scheduler) => ({ queue, scheduler }))));
  return found.flat().map(({ queue, scheduler }) => ({
    id: scheduler.key,
    queue,
    event: scheduler.name,
    repeat: scheduler.every ? minutes(scheduler.every) : `cron “${scheduler.pattern}”${scheduler.tz ? ` in ${scheduler.tz}` : ''}`,
    nextRunAt: asDate(scheduler.next),
  }));
}

/** The workers that have spoken in the last day (packages/queue/src/worker-presence.ts). */
export const workerPresences = (): Promise<WorkerPresence[]> => readWorkerPresences(redis(), webEnv().QUEUE_PREFIX);
