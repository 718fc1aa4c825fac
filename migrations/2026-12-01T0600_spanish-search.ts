import { type Kysely, sql } from 'kysely';

/*
 * Issue 62: the Spanish pages are searched in Spanish. `vtrans_spanish` is Postgres's Spanish
 * stemming (informe, informes, informó → inform) after unaccent, because a phone's keyboard often
 * leaves the accents off ("informacion" finds "información"). Each translation keeps its words
 * weighted as the English pages' are: title, then heading, description and intro, then body.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create text search configuration vtrans_spanish (copy = spanish)`.execute(db);
  await sql`alter text search configuration vtrans_spanish alter mapping for hword, hword_part, word with unaccent, spanish_stem`.execute(db);
  const spanish = sql`'vtrans_spanish'::regconfig`;
  await sql`
    alter table content_translations add column search tsvector not null generated always as (
      setweight(to_tsvector(${spanish}, coalesce(fields->>'title', '')), 'A') ||
      setweight(to_tsvector(${spanish}, coalesce(fields->>'heading', '') || ' ' || coalesce(fields->>'description', '') || ' ' || coalesce(fields->>'intro', '')), 'B') ||
      setweight(to_tsvector(${spanish}, coalesce(fields->>'body', '')), 'C')) stored`.execute(db);
  await sql`create index content_translations_search on content_translations using gin (search)`.execute(db);
  await sql`comment on column content_translations.search is ${sql.lit('The translation’s words for search, in its language’s stemming (vtrans_spanish: Spanish stems, accents ignored).')}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content_translations drop column search`.execute(db);
  await sql`drop text search configuration vtrans_spanish`.execute(db);
}
