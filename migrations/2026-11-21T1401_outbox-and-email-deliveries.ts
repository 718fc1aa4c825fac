import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The transactional outbox: a row per event, written in the same transaction as the change that
  // caused it. `id` becomes the BullMQ job id, so re-adding a row's job is a no-op while the job
  // exists. `seq` keeps dispatch in commit order.
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('seq', 'bigint', (c) => c.generatedAlwaysAsIdentity().unique())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('dispatched_at', 'timestamptz')
    .addColumn('dispatch_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await sql`create index outbox_undispatched on outbox (seq) where dispatched_at is null`.execute(db);
  await sql`create index outbox_in_flight on outbox (dispatched_at)
    where dispatched_at is not null and completed_at is null and failed_at is null`.execute(db);

  // Wakes the relay as soon as a row commits (NOTIFY is delivered at commit); the relay also
  // polls, so a missed notification only costs latency.
  await sql`
    create function outbox_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('outbox_inserted', '');
      return null;
    end $$`.execute(db);
  await sql`create trigger outbox_notify after insert on outbox
    for each statement execute function outbox_notify()`.execute(db);

  // One row per e-mail actually handed to SMTP. The key is unique, so a retried job that finds
  // its row does not send again.
  await db.schema
    .createTable('email_deliveries')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('recipients', sql`text[]`, (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_deliveries').execute();
  await db.schema.dropTable('outbox').execute();
  await sql`drop function if exists outbox_notify()`.execute(db);
}
