import { sql } from '@vtrans/db';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../../apps/worker/src/logger';
import { outboxPruner } from '../../apps/worker/src/outbox/pruner';
import { cloneDatabase, type TestDatabase } from '../support/databases';

const day = 86_400_000;

describe('outbox retention', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('baseTemplate'));
  });
  afterEach(() => database.drop());

  /** An outbox row in a given state, `daysAgo` old, and an e-mail delivery for it sent then. */
  async function row(state: 'completed' | 'failed' | 'in-flight' | 'waiting', daysAgo: number, withDelivery = true) {
    const { rows } = await sql<{ id: string }>`
      insert into outbox (event, queue, payload, created_at, dispatched_at, completed_at, failed_at)
      values ('comment.created', 'email', '{}'::jsonb, now() - make_interval(days => ${daysAgo}),
              ${state === 'waiting' ? null : sql`now() - make_interval(days => ${daysAgo})`},
              ${state === 'completed' ? sql`now() - make_interval(days => ${daysAgo})` : null},
              ${state === 'failed' ? sql`now() - make_interval(days => ${daysAgo})` : null})
      returning id`.execute(database.db);
    const id = rows[0]!.id;
    if (withDelivery) {
      await sql`insert into email_deliveries (idempotency_key, message_id, template, recipients, subject, sent_at)
        values (${`${id}.comment-alert`}, ${`<${id}.comment-alert@vtrans.test>`}, 'comment-alert', ${['staff@example.gov']}, 'New map comment: Safety',
                now() - make_interval(days => ${daysAgo}))`.execute(database.db);
    }
    return id;
  }

  const prune = (retentionDays = 7) =>
    outboxPruner({ db: database.db, logger: createLogger('silent'), retentionMs: retentionDays * day, intervalMs: 60_000 }).run();
  const outboxIds = async () => (await database.db.selectFrom('outbox').select('id').execute()).map((entry) => entry.id).sort();
  const deliveryKeys = async () =>
    (await database.db.selectFrom('email_deliveries').select('idempotency_key').execute()).map((entry) => entry.idempotency_key).sort();

  it('deletes only completed events older than the age, and only the deliveries whose event is gone', async () => {
    const oldCompleted = await row('completed', 8);
    const recentCompleted = await row('completed', 6);
    const oldFailed = await row('failed', 30);
    const oldInFlight = await row('in-flight', 9);
    const oldWaiting = await row('waiting', 9, false);

    expect(await prune()).toEqual({ events: 1, deliveries: 1 });
    expect(await outboxIds()).toEqual([recentCompleted, oldFailed, oldInFlight, oldWaiting].sort());
    expect(await outboxIds()).not.toContain(oldCompleted);
    // The failed event's key stays: an operator may retry it, and the retry must not send twice.
    expect(await deliveryKeys()).toEqual([recentCompleted, oldFailed, oldInFlight].map((id) => `${id}.comment-alert`).sort());
    expect(await prune()).toEqual({ events: 0, deliveries: 0 });
  });

  it('drains a long history in batches', async () => {
    await sql`
      insert into outbox (event, queue, payload, created_at, dispatched_at, completed_at)
      select 'auth.sign-in-link', 'email', '{}'::jsonb, now() - interval '20 days', now() - interval '20 days', now() - interval '20 days'
      from generate_series(1, 2500)`.execute(database.db);
    const kept = await row('completed', 1);
    expect((await prune()).events).toBe(2500);
    expect(await outboxIds()).toEqual([kept]);
  });
});
