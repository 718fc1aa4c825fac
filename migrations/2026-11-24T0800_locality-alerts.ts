import { type Kysely, sql } from 'kysely';

// Issue 21: locality alerts. One subscription per address (whatever its case): its localities,
// topics and frequency, confirmed by e-mail before anything is sent (double opt-in). Each e-mail
// carries a token of its own to change or stop it; only the tokens' hashes are kept.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alert_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('localities', sql`text[]`, (c) => c.notNull().check(sql`cardinality(localities) between 1 and 20`))
    .addColumn('topics', sql`text[]`, (c) => c.notNull().check(sql`cardinality(topics) >= 1 and topics <@ array['comments', 'responses', 'layers']`))
    .addColumn('frequency', 'text', (c) => c.notNull().check(sql`frequency in ('immediate', 'daily')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'confirmed', 'unsubscribed')`))
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    .addColumn('confirmation_sent_at', 'timestamptz')
    // The daily digest lists what happened after this (then moves it on); it starts at confirmation.
    .addColumn('digest_through', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .execute();
  await sql`create unique index alert_subscriptions_email_key on alert_subscriptions (lower(email))`.execute(db);
  // "Who follows Henrico?": the alert and the digest look subscriptions up by locality.
  await sql`create index alert_subscriptions_localities on alert_subscriptions using gin (localities)`.execute(db);
  await db.schema
    .createTable('alert_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'uuid', (c) => c.notNull().references('alert_subscriptions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_tokens').execute();
  await db.schema.dropTable('alert_subscriptions').execute();
}
