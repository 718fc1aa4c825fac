import { type Kysely, sql } from 'kysely';

/*
 * Issue 62: a content item's version in another language, written by staff. It records the
 * English revision it translates: when the item's published revision moves past it, the
 * translation is behind (readers are told, staff see the English changes since) until an editor
 * updates it or confirms it still says the same. One row per item and language; an item is never
 * deleted (its kind is fixed, or it is unpublished), and neither is its translation by cascade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table content_translations (
      item_id uuid not null references content_items (id) on delete restrict,
      language text not null check (language in ('es')),
      fields jsonb not null,
      translates_revision integer not null check (translates_revision > 0),
      updated_by uuid references users (id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (item_id, language)
    )`.execute(db);
  await sql`comment on table content_translations is ${sql.lit(
    'A content item in another language, by staff; translates_revision is the English revision it says. Behind when the item is published past it.',
  )}`.execute(db);
  // A translation shows on its /es page: a change to one makes the page cache's copies old.
  for (const [event, rows] of Object.entries({ insert: 'new', update: 'new', delete: 'old' })) {
    await sql`
      create trigger ${sql.id(`content_translations_${event}_touch_page_cache`)}
      after ${sql.raw(event)} on content_translations
      referencing ${sql.raw(rows)} table as changed_rows
      for each statement execute function touch_cache_tag_if_changed('page-content')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table content_translations`.execute(db);
}
