import type { OutboxEvent } from '@vtrans/contracts/events';
import {
  createDb,
  enqueue,
  findOutboxEvent,
  findOutboxEventsByPayload,
  markCompleted,
  markDispatched,
  markFailed,
  markRetried,
  outboxBacklog,
  sql,
} from '@vtrans/db';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type Job, UnrecoverableError } from 'bullmq';
import { createProcessor, recordStallFailure } from '../../apps/worker/src/jobs/run-job';
import { createLogger } from '../../apps/worker/src/logger';
import { WorkerMetrics } from '../../apps/worker/src/metrics';
import { cloneDatabase, type TestDatabase } from '../support/databases';
import { signInLinkEvent } from '../support/outbox-fixtures';

describe('the outbox as operators see it', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('baseTemplate'));
  });

  afterEach(async () => {
    await database.drop();
  });

  const write = (event: OutboxEvent) => database.db.transaction().execute((trx) => enqueue(trx, event));

  it('counts the backlog by state, with the age of the oldest event the relay has not taken', async () => {
    const empty = await outboxBacklog(database.db);
    expect(empty).toMatchObject({ undispatched: 0, oldestUndispatchedAt: null, inFlight: 0, failed: 0 });
    // An empty table still has its pages and indexes on disk.
    expect(empty.tableBytes).toBeGreaterThan(0);
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push(await write(signInLinkEvent(`reader${index}@example.org`)));
    const [waiting1, waiting2, inFlight, done, failed] = ids as [string, string, string, string, string];
    await database.db.transaction().execute((trx) => markDispatched(trx, [inFlight, done, failed]));
    await markCompleted(database.db, done);
    await markFailed(database.db, failed, 'SMTP said no');

    const backlog = await outboxBacklog(database.db);
    expect(backlog).toMatchObject({ undispatched: 2, inFlight: 1, failed: 1 });
    const created = await database.db
      .selectFrom('outbox')
      .select('created_at')
      .where('id', 'in', [waiting1, waiting2])
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    expect(backlog.oldestUndispatchedAt).toEqual(created.created_at);

    // Retried by staff: in flight again. A completed event is never marked failed.
    await markRetried(database.db, failed);
    await markFailed(database.db, done, 'Removed from the queue by someone');
    expect(await outboxBacklog(database.db)).toMatchObject({ undispatched: 2, inFlight: 2, failed: 0 });
    expect(await findOutboxEvent(database.db, done)).toMatchObject({ failed_at: null, last_error: null });
    expect(await findOutboxEvent(database.db, failed)).toMatchObject({ failed_at: null, last_error: null });
  });

  it('marks an event failed when BullMQ fails its job for stalling too often, which the processor never hears of; other failures are the processor’s', async () => {
    const stalled = await write(signInLinkEvent('stalled@example.org'));
    const retried = await write(signInLinkEvent('retried@example.org'));
    await database.db.transaction().execute((trx) => markDispatched(trx, [stalled, retried]));
    const payloadOf = async (id: string) =>
      (await database.db.selectFrom('outbox').select('payload').where('id', '=', id).executeTakeFirstOrThrow()).payload as { token: string };
    const job = async (id: string) =>
      ({ id, data: { event: 'auth.sign-in-link', payload: await payloadOf(id) } }) as unknown as Job<{ event: string; payload: unknown }>;

    expect(await recordStallFailure(database.db, await job(retried), new Error('SMTP said no'))).toBe(false);
    expect(await findOutboxEvent(database.db, retried)).toMatchObject({ failed_at: null, completed_at: null });

    const { token } = await payloadOf(stalled);
    expect(await recordStallFailure(database.db, await job(stalled), new Error('job stalled more than allowable limit'))).toBe(true);
    const row = (await findOutboxEvent(database.db, stalled))!;
    expect(row).toMatchObject({ completed_at: null, last_error: 'job stalled more than allowable limit' });
    expect(row.failed_at).not.toBeNull();
    // Failed for good, the sign-in link's secret is not kept.
    expect(token.length).toBeGreaterThan(10);
    expect(JSON.stringify(await payloadOf(stalled))).not.toContain(token);
  });

  /** A relayed sign-in link's job as BullMQ hands it to the processor; `onReplace` sees each replacement of its data. */
  function relayedJob(id: string, payload: unknown, onReplace: () => Promise<void> = async () => {}) {
    return {
      id,
      name: 'auth.sign-in-link',
      data: { event: 'auth.sign-in-link', payload } as { event: string; payload: unknown },
      attemptsMade: 0,
      opts: { attempts: 3 },
      timestamp: Date.now(),
      async updateData(data: { event: string; payload: unknown }) {
        await onReplace();
        this.data = data;
      },
    };
  }
  const processorWith = (db: typeof database.db, handler: () => Promise<unknown>) =>
    createProcessor('email', { 'auth.sign-in-link': handler }, { db, logger: createLogger('silent'), metrics: new WorkerMetrics('outbox-operations-test') });
  const asJob = (job: ReturnType<typeof relayedJob>) => job as unknown as Job<{ event: string; payload: unknown }>;

  it('a job keeps its whole payload until its outbox row says how it ended, so a worker killed in between leaves a job the next try can run', async () => {
    const id = await write(signInLinkEvent('killed-between@example.org'));
    await database.db.transaction().execute((trx) => markDispatched(trx, [id]));
    const { payload } = (await findOutboxEvent(database.db, id))!;
    // What the row said at the moment the job's data was replaced by its at-rest form.
    const rowWhenReplaced: unknown[] = [];
    const job = relayedJob(id, payload, async () => {
      rowWhenReplaced.push((await findOutboxEvent(database.db, id))!.completed_at);
    });
    await processorWith(database.db, async () => 'sent')(asJob(job));
    expect(rowWhenReplaced).toHaveLength(1);
    expect(rowWhenReplaced[0]).toBeInstanceOf(Date);
    expect(JSON.stringify(job.data)).toContain('"token":"redacted"');
  });

  it('a job failed for good forgets its token even when its outbox row cannot be written', async () => {
    const id = await write(signInLinkEvent('failed-for-good@example.org'));
    const { payload } = (await findOutboxEvent(database.db, id))!;
    // The database is gone by the time the failure is recorded.
    const unreachable = createDb(database.url, { max: 1 });
    await unreachable.destroy();
    const job = relayedJob(id, payload);
    await expect(processorWith(unreachable, async () => Promise.reject(new UnrecoverableError('SMTP said no for good')))(asJob(job))).rejects.toThrow(
      'SMTP said no for good',
    );
    expect(JSON.stringify(job.data)).toContain('"token":"redacted"');
    expect(JSON.stringify(job.data)).not.toContain((payload as { token: string }).token);
  });

  it('an event a taken-over try completes after its row was marked failed is completed, and no longer counted failed', async () => {
    const id = await write(signInLinkEvent('taken-over@example.org'));
    await database.db.transaction().execute((trx) => markDispatched(trx, [id]));
    const { payload } = (await findOutboxEvent(database.db, id))!;
    await markFailed(database.db, id, 'the last try failed; its worker was killed before the job ended');
    await processorWith(database.db, async () => 'sent')(asJob(relayedJob(id, payload)));
    expect(await findOutboxEvent(database.db, id)).toMatchObject({ failed_at: null, last_error: null });
    expect((await findOutboxEvent(database.db, id))!.completed_at).toBeInstanceOf(Date);
  });

  it('finds events by a payload field, as a string or as the number it reads as, newest first', async () => {
    const first = await write({ name: 'submission.process', payload: { submissionId: 12, version: 1 } });
    const second = await write({ name: 'submission.process', payload: { submissionId: 12, version: 2 } });
    await write({ name: 'submission.process', payload: { submissionId: 120, version: 1 } });
    const email = await write(signInLinkEvent('planner@example.gov'));

    expect((await findOutboxEventsByPayload(database.db, 'submissionId', '12')).map((row) => row.id)).toEqual([second, first]);
    expect((await findOutboxEventsByPayload(database.db, 'email', 'planner@example.gov')).map((row) => row.id)).toEqual([email]);
    expect(await findOutboxEventsByPayload(database.db, 'submissionId', '13')).toEqual([]);
    // A field name is data, never SQL.
    expect(await findOutboxEventsByPayload(database.db, "to' or '1'='1", 'x')).toEqual([]);
  });

  it('answers a payload search from the GIN index', async () => {
    await database.db.transaction().execute(async (trx) => {
      for (let index = 0; index < 2_000; index += 1) await enqueue(trx, { name: 'submission.process', payload: { submissionId: index + 1, version: 1 } });
    });
    await sql`analyze outbox`.execute(database.db);
    const plan = await sql<{ 'QUERY PLAN': string }>`explain select id from outbox where payload @> '{"submissionId": 7}'::jsonb`.execute(database.db);
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('outbox_payload');
  });
});
