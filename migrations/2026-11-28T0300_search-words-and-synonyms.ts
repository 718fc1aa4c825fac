import { type Kysely, sql } from 'kysely';

// Issue 42: search that forgives.
// - search_words: every word the searchable text holds (lower-case letters, 3–30 of them), with a
//   trigram index, so a query's unknown word finds its nearest known one ("Did you mean …").
//   Statement triggers add the words of what is written; nothing removes them (a word no longer
//   on the site is harmless: a correction is offered only when it finds something).
// - search_synonyms: the staff-edited groups of names for one thing ("I-#, Interstate #"), applied
//   when a query is read, so a change needs no re-indexing.

/** The text each searchable table's words come from, as an expression over its rows. */
const wordSources: Record<string, string> = {
  pages: `title || ' ' || heading || ' ' || description || ' ' || intro || ' ' || body`,
  updates: `title || ' ' || intro || ' ' || body`,
  articles: `title || ' ' || intro || ' ' || body`,
  faqs: `question || ' ' || topic || ' ' || answer`,
  documents: `title || ' ' || description`,
  document_chunks: `body`,
};

/** The groups a new site starts with (the issue's list); staff edit them at /admin/search. */
export const startingSynonyms = [
  ['Interstate #', 'I-#', 'I #', 'I#'],
  ['US #', 'U.S. #', 'US Route #', 'Route #'],
  ['VDOT', 'Virginia Department of Transportation'],
  ['CTB', 'Commonwealth Transportation Board'],
  ['OIPI', 'Office of Intermodal Planning and Investment'],
  ['GAP-TA', 'Growth and Accessibility Planning Technical Assistance'],
  ['SMART SCALE', 'SMARTSCALE'],
  ['bike', 'bicycle'],
  ['ped', 'pedestrian'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create table search_words (word text primary key check (word ~ '^[a-z]{3,30}$'))`.execute(db);
  await sql`create index search_words_trigrams on search_words using gin (word gin_trgm_ops)`.execute(db);
  await sql`
    create function words_of(body text) returns setof text language sql immutable parallel safe as $$
      select distinct w from regexp_split_to_table(lower(body), '[^a-z]+') w where length(w) between 3 and 30
    $$`.execute(db);
  // One function for every table: its text expression comes as the trigger's argument (written
  // here, never from input), read over the statement's new rows.
  await sql`
    create function note_search_words() returns trigger language plpgsql as $$
    begin
      execute format('insert into search_words (word) select distinct w from new_rows, words_of(%s) w order by 1 on conflict do nothing', tg_argv[0]);
      return null;
    end $$`.execute(db);
  for (const [table, text] of Object.entries(wordSources)) {
    for (const event of ['insert', 'update'] as const) {
      await sql`
        create trigger ${sql.id(`${table}_search_words_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing new table as new_rows for each statement execute function note_search_words(${sql.lit(text)})`.execute(db);
    }
    await sql`insert into search_words (word) select distinct w from ${sql.table(table)} new_rows, words_of(${sql.raw(text)}) w on conflict do nothing`.execute(
      db,
    );
  }

  await sql`
    create table search_synonyms (
      id serial primary key,
      terms text[] not null check (cardinality(terms) between 2 and 12),
      updated_at timestamptz not null default now()
    )`.execute(db);
  for (const terms of startingSynonyms) await sql`insert into search_synonyms (terms) values (${terms}::text[])`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table search_synonyms`.execute(db);
  for (const table of Object.keys(wordSources)) {
    for (const event of ['insert', 'update']) await sql`drop trigger ${sql.id(`${table}_search_words_${event}`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function note_search_words()`.execute(db);
  await sql`drop function words_of(text)`.execute(db);
  await sql`drop table search_words`.execute(db);
}
