import { type Kysely, sql } from 'kysely';

// Issue 42: a common word fast at 100,000 documents (decision 035).
//
// document_search — one row per visible document: every word of its title, description and
// text, without positions, kept out of line (toast_tuple_target), so a row is a few dozen bytes
// and a word in every document is counted from the GIN index and the narrow rows without reading
// any text; and its facets (year, file type, tag ids) as one document_facet_sets id, so counting
// 100,000 matches by facet groups one integer. A hidden document has no row.
//
// search_champions — for each word, the CHAMPIONS documents where it weighs most: in the piece
// (the title and description, or a chunk) where it weighs most, as ts_rank_cd weighs one word
// (A 1.0, B 0.4, C 0.2, D 0.1 per occurrence). When a query matches too many documents to rank
// them all, only its words' champions are ranked (the textbook "champion lists"), a few hundred
// documents whatever the size of the library. A list only loses a place when its document loses the
// word or leaves; refresh_all_document_search() rebuilds every list.
//
// Both are kept by statement triggers on documents, document_chunks and document_tags, so no
// writer can forget them; a statement's rows are refreshed together (saveDocumentText writes a
// document's chunks in one statement).
const CHAMPIONS = 200;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table document_facet_sets (
      id serial primary key,
      year smallint not null,
      file_type text not null,
      tags integer[] not null,
      unique (year, file_type, tags)
    )`.execute(db);
  await sql`
    create table document_search (
      document_id uuid primary key references documents (id) on delete cascade,
      words tsvector not null,
      facets integer not null references document_facet_sets (id),
      published_on date not null
    ) with (toast_tuple_target = 128)`.execute(db);
  await sql`alter table document_search alter column words set storage external`.execute(db);
  await sql`create index document_search_words on document_search using gin (words)`.execute(db);
  await sql`create index document_search_facets on document_search (facets)`.execute(db);
  await sql`
    create table search_champions (
      lexeme text not null,
      document_id uuid not null references documents (id) on delete cascade,
      weight real not null,
      primary key (lexeme, document_id)
    )`.execute(db);
  await sql`create index search_champions_best on search_champions (lexeme, weight desc)`.execute(db);
  await sql`create index search_champions_document on search_champions (document_id)`.execute(db);

  await sql`
    create function document_facets_of(document uuid) returns table (year smallint, file_type text, tags integer[]) language sql stable as $$
      select extract(year from d.published_on)::smallint, d.file_type,
             coalesce((select array_agg(t.tag_id order by t.tag_id) from document_tags t where t.document_id = d.id), '{}')
      from documents d where d.id = document
    $$`.execute(db);
  await sql`
    create function refresh_document_search(ids uuid[]) returns void language plpgsql
    set work_mem = '64MB' as $$
    begin
      delete from document_search s where s.document_id = any(ids)
        and not exists (select 1 from documents d where d.id = s.document_id and not d.hidden);
      insert into document_facet_sets (year, file_type, tags)
      select distinct f.year, f.file_type, f.tags from documents d, document_facets_of(d.id) f where d.id = any(ids) and not d.hidden
      on conflict do nothing;
      insert into document_search (document_id, words, facets, published_on)
      select d.id,
             coalesce((select array_to_tsvector(array_agg(distinct l.lexeme))
                       from (select u.lexeme from unnest(d.search) u
                             union all
                             select u.lexeme from document_chunks c, unnest(c.search) u where c.document_id = d.id) l), ''),
             s.id, d.published_on
      from documents d, document_facets_of(d.id) f
      join document_facet_sets s on (s.year, s.file_type, s.tags) = (f.year, f.file_type, f.tags)
      where d.id = any(ids) and not d.hidden
      on conflict (document_id) do update set words = excluded.words, facets = excluded.facets, published_on = excluded.published_on;

      delete from search_champions where document_id = any(ids);
      with pieces as (
        select u.lexeme, d.id as document_id, u.weights from documents d, unnest(d.search) u where d.id = any(ids)
        union all
        select u.lexeme, c.document_id, u.weights from document_chunks c, unnest(c.search) u where c.document_id = any(ids)),
      weighed as (
        select lexeme, document_id,
               max((select sum(case w when 'A' then 1.0 when 'B' then 0.4 when 'C' then 0.2 else 0.1 end) from unnest(weights) w))::real as weight
        from pieces
        group by lexeme, document_id),
      pooled as (
        select lexeme, document_id, weight, true as fresh from weighed
        union all
        select c.lexeme, c.document_id, c.weight, false from search_champions c where c.lexeme in (select lexeme from weighed)),
      placed as (
        select *, row_number() over (partition by lexeme order by weight desc, document_id) as place from pooled),
      crowded_out as (
        delete from search_champions c using placed p
        where not p.fresh and p.place > ${sql.lit(CHAMPIONS)} and c.lexeme = p.lexeme and c.document_id = p.document_id)
      insert into search_champions (lexeme, document_id, weight)
      select lexeme, document_id, weight from placed where fresh and place <= ${sql.lit(CHAMPIONS)};
    end $$`.execute(db);

  // The documents holding a query's words, and counted by facet set: the reads of every match.
  // SET enable_seqscan: when a word is in nearly every document the planner prefers reading the
  // table, not pricing the detoasting of each row's words (at 100,000 documents 130 ms, against
  // 17 ms from the index and the narrow rows).
  // plpgsql, one statement per case: `within is null or facets = any(within)` in one plan would
  // keep the facet index out of a narrowed search (6 ms with it, 40 ms without).
  await sql`
    create function document_matches(query tsquery, within integer[]) returns table (document_id uuid, facets integer, published_on date)
    language plpgsql stable set enable_seqscan = off as $$
    begin
      if within is null then
        return query select s.document_id, s.facets, s.published_on from document_search s where s.words @@ query;
      else
        return query select s.document_id, s.facets, s.published_on from document_search s where s.words @@ query and s.facets = any(within);
      end if;
    end $$`.execute(db);
  await sql`
    create function document_facet_counts(query tsquery, within integer[]) returns table (facets integer, documents integer)
    language plpgsql stable set enable_seqscan = off as $$
    begin
      if within is null then
        return query select s.facets, count(*)::integer from document_search s where s.words @@ query group by s.facets;
      else
        return query select s.facets, count(*)::integer from document_search s where s.words @@ query and s.facets = any(within) group by s.facets;
      end if;
    end $$`.execute(db);

  await sql`
    create function refresh_all_document_search() returns void language sql as $$
      truncate search_champions;
      select refresh_document_search(array_agg(id)) from documents;
    $$`.execute(db);

  // What a statement wrote, per table: the documents it touched.
  await sql`
    create function refresh_written_documents() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'documents' and tg_op = 'UPDATE' then
        -- Only what the index holds: an accessibility check or a download count changes nothing here.
        perform refresh_document_search(array_agg(n.id)) from new_rows n join old_rows o on o.id = n.id
          where (n.title, n.description, n.published_on, n.file_type, n.hidden) is distinct from (o.title, o.description, o.published_on, o.file_type, o.hidden);
      elsif tg_table_name = 'documents' then
        perform refresh_document_search(array_agg(id)) from new_rows;
      elsif tg_op = 'DELETE' then
        perform refresh_document_search(array_agg(distinct document_id)) from old_rows;
      else
        perform refresh_document_search(array_agg(distinct document_id)) from new_rows;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger documents_search_index_insert after insert on documents referencing new table as new_rows for each statement execute function refresh_written_documents()`.execute(
    db,
  );
  await sql`create trigger documents_search_index_update after update on documents referencing old table as old_rows new table as new_rows for each statement execute function refresh_written_documents()`.execute(
    db,
  );
  for (const table of ['document_chunks', 'document_tags']) {
    await sql`create trigger ${sql.id(`${table}_search_index_insert`)} after insert on ${sql.table(table)} referencing new table as new_rows for each statement execute function refresh_written_documents()`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${table}_search_index_delete`)} after delete on ${sql.table(table)} referencing old table as old_rows for each statement execute function refresh_written_documents()`.execute(
      db,
    );
  }
  await sql`select refresh_all_document_search()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['document_chunks', 'document_tags']) {
    for (const event of ['insert', 'delete']) await sql`drop trigger ${sql.id(`${table}_search_index_${event}`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop trigger documents_search_index_insert on documents`.execute(db);
  await sql`drop trigger documents_search_index_update on documents`.execute(db);
  await sql`drop function refresh_written_documents()`.execute(db);
  await sql`drop function refresh_all_document_search()`.execute(db);
  await sql`drop function document_facet_counts(tsquery, integer[])`.execute(db);
  await sql`drop function document_matches(tsquery, integer[])`.execute(db);
  await sql`drop function refresh_document_search(uuid[])`.execute(db);
  await sql`drop function document_facets_of(uuid)`.execute(db);
  await sql`drop table search_champions`.execute(db);
  await sql`drop table document_search`.execute(db);
  await sql`drop table document_facet_sets`.execute(db);
}
