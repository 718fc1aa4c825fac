import { type Kysely, sql } from 'kysely';

// Issue 19: no live secret at rest. The unsubscribe token was kept as is so every mailing could
// carry it; now each e-mail carries a token of its own and only tokens' hashes are kept (any of a
// subscriber's tokens unsubscribes them). Existing tokens keep working: their hashes move over.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_unsubscribe_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('subscriber_id', 'uuid', (c) => c.notNull().references('newsletter_subscribers.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index newsletter_unsubscribe_tokens_subscriber on newsletter_unsubscribe_tokens (subscriber_id)`.execute(db);
  // The same hash as packages/db's hashToken: hex of SHA-256 over the token's UTF-8 bytes.
  await sql`insert into newsletter_unsubscribe_tokens (token_hash, subscriber_id)
    select encode(sha256(convert_to(unsubscribe_token, 'UTF8')), 'hex'), id from newsletter_subscribers`.execute(db);
  await db.schema.alterTable('newsletter_subscribers').dropColumn('unsubscribe_token').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // The tokens themselves are gone; each subscriber gets a new one (old links stop working).
  await db.schema.alterTable('newsletter_subscribers').addColumn('unsubscribe_token', 'text').execute();
  await sql`update newsletter_subscribers set unsubscribe_token = replace(gen_random_uuid()::text, '-', '')`.execute(db);
  await sql`alter table newsletter_subscribers alter column unsubscribe_token set not null, add unique (unsubscribe_token)`.execute(db);
  await db.schema.dropTable('newsletter_unsubscribe_tokens').execute();
}
