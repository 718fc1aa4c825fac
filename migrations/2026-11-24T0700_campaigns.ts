import { type Kysely, sql } from 'kysely';

// Issue 21: newsletter campaigns. A campaign is written by staff (Markdown), rendered once by the
// worker (the HTML and text every recipient gets, bar their own unsubscribe link), and fanned out
// to the subscribers confirmed when it started. Each recipient is a row: the send job's guard
// against sending twice is `email_deliveries` (keyed by campaign and subscriber), and the row
// says what happened to them, which is what the progress on /admin/newsletter counts.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('subject', 'text', (c) => c.notNull().check(sql`char_length(subject) between 1 and 150`))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`char_length(body) between 1 and 20000`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'scheduled', 'sending', 'paused', 'cancelled', 'sent')`),
    )
    // Every save adds one; the rendering and a scheduled send name the version they are for.
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('send_at', 'timestamptz')
    .addColumn('rendered_version', 'integer')
    .addColumn('rendered_html', 'text')
    .addColumn('rendered_text', 'text')
    .addColumn('recipient_count', 'integer')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('campaign_recipients')
    .addColumn('campaign_id', 'uuid', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('subscriber_id', 'uuid', (c) => c.notNull().references('newsletter_subscribers.id').onDelete('cascade'))
    // queued: not yet handled; sent; skipped: unsubscribed or suppressed before their turn; failed: refused for good.
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sent', 'skipped', 'failed')`),
    )
    // Recipients are sent in batches, one job each (a job per recipient made 100,000 Redis script
    // calls, ~12 s, before the first e-mail). The batch is fixed when the campaign starts, so a
    // batch added again (a resume, a lost Redis) has the same job id and is never run twice at once.
    .addColumn('batch', 'integer', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('handled_at', 'timestamptz')
    .addPrimaryKeyConstraint('campaign_recipients_pkey', ['campaign_id', 'subscriber_id'])
    .execute();
  // Progress counts by status; a batch's job reads its recipients.
  await sql`create index campaign_recipients_status on campaign_recipients (campaign_id, status)`.execute(db);
  await sql`create index campaign_recipients_batch on campaign_recipients (campaign_id, batch)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('campaign_recipients').execute();
  await db.schema.dropTable('campaigns').execute();
}
