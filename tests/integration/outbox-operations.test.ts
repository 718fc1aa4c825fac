import type { OutboxEvent } from '@vtrans/contracts/events';
import { enqueue, findOutboxEvent, findOutboxEventsByPayload, markCompleted, markDispatched, markFailed, markRetried, outboxBacklog, sql } from '@vtrans/db';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
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
    const created = await database.db.selectFrom('outbox').select('created_at').where('id', 'in', [waiting1, waiting2]).orderBy('created_at').executeTakeFirstOrThrow();
    expect(backlog.oldestUndispatchedAt).toEqual(created.created_at);

    // Retried by staff: in flight again. A completed event is never marked failed.
    await markRetried(database.db, failed);
    await markFailed(database.db, done, 'Removed from the queue by someone');
    expect(await outboxBacklog(database.db)).toMatchObject({ undispatched: 2, inFlight: 2, failed: 0 });
    expect(await findOutboxEvent(database.db, done)).toMatchObject({ failed_at: null, last_error: null });
    expect(await findOutboxEvent(database.db, failed)).toMatchObject({ failed_at: null, last_error: null });
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
