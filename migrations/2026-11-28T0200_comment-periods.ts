import { type Kysely, sql } from 'kysely';

// Issue 41: formal comment periods and the response to comments. A period opens and closes at
// set moments; a comment may belong to one; staff enter comments received by phone, letter,
// e-mail or at a meeting (with the channel, and contact details kept private); themes per period
// with staff-kept keyword rules; and one response given to many comments, versioned when edited.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table comment_periods (
      id uuid primary key default gen_random_uuid(),
      title text not null check (char_length(title) between 1 and 200),
      description text not null check (char_length(description) <= 4000),
      -- What the period is about: a plan document or a topic, in words; the document when it is one.
      subject text not null check (char_length(subject) between 1 and 200),
      document_id uuid references documents (id) on delete set null,
      opens_at timestamptz not null,
      closes_at timestamptz not null,
      -- Empty: statewide.
      localities text[] not null default '{}' check (array_to_string(localities, ',') ~ '^(51[0-9]{3}(,|$))*$'),
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      -- Written by the worker when the period opens and closes: the write is what tells the page cache.
      opening_noted_at timestamptz,
      closing_noted_at timestamptz,
      check (closes_at > opens_at)
    )`.execute(db);
  await sql`create index comment_periods_closes_at on comment_periods (closes_at)`.execute(db);

  await sql`
    create table comment_responses (
      id uuid primary key default gen_random_uuid(),
      period_id uuid references comment_periods (id) on delete cascade,
      text text not null check (char_length(text) between 1 and 4000),
      version integer not null default 1 check (version >= 1),
      written_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // Every text a response has had, the first one included: edits never overwrite the record.
  await sql`
    create table comment_response_versions (
      response_id uuid not null references comment_responses (id) on delete cascade,
      version integer not null,
      text text not null,
      written_by uuid references users (id) on delete set null,
      written_at timestamptz not null default now(),
      primary key (response_id, version)
    )`.execute(db);

  // A staff entry may have no place; the map and the tiles already leave such comments out.
  await sql`alter table comments alter column geom drop not null`.execute(db);
  await sql`
    alter table comments
      add column period_id uuid references comment_periods (id) on delete restrict,
      add column channel text not null default 'web' check (channel in ('web', 'phone', 'letter', 'email', 'meeting')),
      add column meeting_name text check (char_length(meeting_name) <= 200),
      add column received_on date,
      -- A telephone number or postal address a person gave staff: never shown or exported.
      add column contact text check (char_length(contact) <= 500),
      -- The person asked that the comment not be published: counted in the record, never shown.
      add column kept_private boolean not null default false,
      add column entered_by uuid references users (id) on delete set null,
      add column letter_key text,
      add column letter_type text check (letter_type in ('pdf', 'png', 'jpg')),
      add column letter_bytes integer check (letter_bytes > 0),
      add column response_id uuid references comment_responses (id) on delete set null,
      add constraint comments_web_has_a_place check (channel <> 'web' or geom is not null),
      add constraint comments_meeting_is_named check ((channel = 'meeting') = (meeting_name is not null)),
      add constraint comments_letter_whole check ((letter_key is null) = (letter_type is null) and (letter_key is null) = (letter_bytes is null))`.execute(db);
  await sql`create index comments_period on comments (period_id) where period_id is not null`.execute(db);

  await sql`
    create table comment_themes (
      id uuid primary key default gen_random_uuid(),
      period_id uuid not null references comment_periods (id) on delete cascade,
      name text not null check (char_length(name) between 1 and 100),
      -- The rules that suggest the theme: words or phrases, matched whole and in any case.
      keywords text[] not null default '{}' check (cardinality(keywords) <= 50),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index comment_themes_name on comment_themes (period_id, lower(name))`.execute(db);

  await sql`
    create table comment_theme_tags (
      comment_id uuid not null references comments (id) on delete cascade,
      theme_id uuid not null references comment_themes (id) on delete cascade,
      tagged_by uuid references users (id) on delete set null,
      tagged_at timestamptz not null default now(),
      primary key (comment_id, theme_id)
    )`.execute(db);
  await sql`create index comment_theme_tags_theme on comment_theme_tags (theme_id)`.execute(db);

  // Periods show on the home and meetings pages (page-content); themes, tags and responses only on
  // a period's record, which follows the comments (page-comments).
  const told = { comment_periods: 'page-content', comment_themes: 'page-comments', comment_theme_tags: 'page-comments', comment_responses: 'page-comments' };
  for (const [table, tag] of Object.entries(told)) {
    for (const [event, rows] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`
        create trigger ${sql.id(`${table}_${event}_touch_page_cache`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(rows)} table as changed_rows
        for each statement execute function touch_cache_tag_if_changed(${sql.lit(tag)})`.execute(db);
    }
    await sql`
      create trigger ${sql.id(`${table}_truncate_touch_page_cache`)}
      after truncate on ${sql.table(table)}
      for each statement execute function touch_cache_tag(${sql.lit(tag)})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table comment_theme_tags`.execute(db);
  await sql`drop table comment_themes`.execute(db);
  await sql`
    alter table comments
      drop column period_id, drop column channel, drop column meeting_name, drop column received_on, drop column contact,
      drop column kept_private, drop column entered_by, drop column letter_key, drop column letter_type, drop column letter_bytes,
      drop column response_id`.execute(db);
  await sql`delete from comments where geom is null`.execute(db);
  await sql`alter table comments alter column geom set not null`.execute(db);
  await sql`drop table comment_response_versions`.execute(db);
  await sql`drop table comment_responses`.execute(db);
  await sql`drop table comment_periods`.execute(db);
}
