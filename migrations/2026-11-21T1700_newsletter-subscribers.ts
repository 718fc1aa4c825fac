import { type Kysely, sql } from 'kysely';

// Newsletter sign-ups on the site's own list (double opt-in). One row per address, whatever its
// case: a second sign-up updates the row instead of adding one.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'confirmed', 'unsubscribed')`))
    // Only a hash of the single-use confirmation token is kept; a new e-mail brings a new token.
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    // The unsubscribe token goes into every mailing, so it is kept as is; it can only unsubscribe.
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('confirmation_sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .execute();
  await sql`create unique index newsletter_subscribers_email_key on newsletter_subscribers (lower(email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscribers').execute();
}
