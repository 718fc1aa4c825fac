import { type Kysely, sql } from 'kysely';

/*
 * Issue 63: change notes as public history. An editor who changes something already on the site
 * says whether the change is minor or one the public should be told of, in a sentence kept with
 * the revision (a save starts from the note of the unpublished version before it); a publication
 * writes the published revision's note into the page's history, which the page shows ("Last
 * updated <date> — <note>"). A page's history is the public's record: it is never deleted with the
 * item (restrict), and it is kept when the item is taken off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content_revisions add column change_note text check (change_note is null or length(change_note) between 1 and 500)`.execute(db);
  await sql`
    create table content_change_notes (
      id bigint generated always as identity primary key,
      item_id uuid not null references content_items (id) on delete restrict,
      -- The revision published, whose note this is.
      revision integer not null,
      -- Null for a first publication ("First published"), else what changed, in the editor's words.
      note text check (note is null or length(note) between 1 and 500),
      published_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index content_change_notes_item on content_change_notes (item_id, published_at desc)`.execute(db);
  await sql`comment on table content_change_notes is ${sql.lit('A public page’s history: its first publication and each change the public was told of (issue 63).')}`.execute(
    db,
  );
  // Public pages show it, so a new entry renews their cached copies.
  for (const [event, rows] of Object.entries({ insert: 'new', update: 'new', delete: 'old' })) {
    await sql`
      create trigger ${sql.id(`content_change_notes_${event}_touch_page_cache`)}
      after ${sql.raw(event)} on content_change_notes
      referencing ${sql.raw(rows)} table as changed_rows
      for each statement execute function touch_cache_tag_if_changed('page-content')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table content_change_notes`.execute(db);
  await sql`alter table content_revisions drop column change_note`.execute(db);
}
