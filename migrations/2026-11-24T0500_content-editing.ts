import { type Kysely, sql } from 'kysely';

// Issue 20, decision 017: staff edit the site's content. The public tables stay what the site
// reads (the published projection); drafts, schedules and history live in content_items and
// content_revisions beside them. Bodies turn from a list of paragraphs into Markdown.
const bodyTables = ['pages', 'updates', 'articles'] as const;

const english = sql`'english'::regconfig`;
/** The search column's title and intro parts, as migration 2026-11-22T0100 made them. */
const weightedSearch = {
  pages: sql`setweight(to_tsvector(${english}, title || ' ' || heading), 'A') || setweight(to_tsvector(${english}, description || ' ' || intro), 'B')`,
  updates: sql`setweight(to_tsvector(${english}, title), 'A') || setweight(to_tsvector(${english}, intro), 'B')`,
  articles: sql`setweight(to_tsvector(${english}, title), 'A') || setweight(to_tsvector(${english}, intro), 'B')`,
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('public', 'locality', 'reviewer', 'editor', 'admin'))`.execute(db);

  // Paragraphs joined by blank lines are the same words as Markdown. The generated search column
  // reads the body, so it is dropped and made again over the text.
  // (A USING clause cannot hold a subquery; a function can.)
  await sql`create or replace function pg_temp.paragraphs_to_markdown(paragraphs jsonb) returns text language sql immutable as
    $$ select coalesce(string_agg(value, E'\n\n' order by ordinality), '') from jsonb_array_elements_text(paragraphs) with ordinality $$`.execute(db);
  for (const table of bodyTables) {
    await sql`alter table ${sql.table(table)} drop column search`.execute(db);
    await sql`alter table ${sql.table(table)} alter column body drop default`.execute(db);
    await sql`alter table ${sql.table(table)} alter column body type text using pg_temp.paragraphs_to_markdown(body)`.execute(db);
    await sql`alter table ${sql.table(table)} alter column body set default ''`.execute(db);
    await sql`alter table ${sql.table(table)} add column search tsvector generated always as (
      ${weightedSearch[table]} || setweight(to_tsvector(${english}, body), 'C')) stored`.execute(db);
    await sql`create index ${sql.id(`${table}_search`)} on ${sql.table(table)} using gin (search)`.execute(db);
  }
  await sql`drop function pg_temp.paragraphs_to_markdown(jsonb)`.execute(db);

  // A meeting has a time in a named time zone, a place or an online link, and library documents.
  await db.schema
    .alterTable('articles')
    .addColumn('starts_at', 'timestamptz')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/New_York'))
    .addColumn('online_url', 'text', (c) => c.check(sql`online_url ~ '^https://'`))
    .addColumn('document_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();

  // A renamed update keeps its old address: old id → the id it has now (a 308 on the page).
  await db.schema
    .createTable('update_redirects')
    .addColumn('old_id', 'text', (c) => c.primaryKey())
    .addColumn('new_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('content_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull())
    // The row's key in its kind's public table (an id, a name, a route); null until first published.
    .addColumn('public_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'scheduled', 'published', 'unpublished')`))
    // Bumped by every change; a save or a publish names the version it started from (optimistic concurrency).
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    // The revision the public table shows, when published.
    .addColumn('published_revision', 'integer')
    .addColumn('publish_at', 'timestamptz')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('content_items_kind_public_key', ['kind', 'public_key'])
    .execute();
  await sql`create index content_items_kind_updated on content_items (kind, updated_at desc)`.execute(db);

  await db.schema
    .createTable('content_revisions')
    .addColumn('item_id', 'uuid', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // What made it: a save, or a restore of an earlier revision.
    .addColumn('note', 'text', (c) => c.notNull().defaultTo('saved'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_revisions_pkey', ['item_id', 'number'])
    .execute();

  // Who published, unpublished, restored or scheduled what, and when.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index audit_log_subject on audit_log (subject, created_at desc)`.execute(db);

  // A scheduled job: the relay adds it to its queue delayed until this time.
  await db.schema.alterTable('outbox').addColumn('run_after', 'timestamptz').execute();

  // The old address of a renamed update answers from cached pages too.
  for (const [event, rows] of Object.entries({ insert: 'new', update: 'new', delete: 'old' })) {
    await sql`
      create trigger ${sql.id(`update_redirects_${event}_touch_page_cache`)}
      after ${sql.raw(event)} on update_redirects
      referencing ${sql.raw(rows)} table as changed_rows
      for each statement execute function touch_cache_tag_if_changed('page-content')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('run_after').execute();
  for (const table of ['audit_log', 'content_revisions', 'content_items', 'update_redirects']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('articles').dropColumn('starts_at').dropColumn('time_zone').dropColumn('online_url').dropColumn('document_ids').execute();
  for (const table of bodyTables) {
    await sql`alter table ${sql.table(table)} drop column search`.execute(db);
    await sql`alter table ${sql.table(table)} alter column body drop default`.execute(db);
    await sql`alter table ${sql.table(table)} alter column body type jsonb
      using coalesce(to_jsonb(regexp_split_to_array(nullif(body, ''), E'\n\n+')), '[]'::jsonb)`.execute(db);
    await sql`alter table ${sql.table(table)} alter column body set default '[]'`.execute(db);
    await sql`alter table ${sql.table(table)} add column search tsvector generated always as (
      ${weightedSearch[table]} || setweight(jsonb_to_tsvector(${english}, body, '["string"]'), 'C')) stored`.execute(db);
    await sql`create index ${sql.id(`${table}_search`)} on ${sql.table(table)} using gin (search)`.execute(db);
  }
  await sql`alter table users drop constraint users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('public', 'locality', 'reviewer', 'admin'))`.execute(db);
}
