import type { DocumentFileType } from '@vtrans/contracts/documents';
import { narrowsByFacet, type SearchFacets, type SearchQuery } from '@vtrans/contracts/search';
import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../db';

// Documents in site search (issue 42, decision 035): which match, how many by facet, and which
// rank first, without ranking every match. Each statement here reads a CTE named q with the
// columns query, sure and maybe (see ReadQuery); rankedDocuments also reads `champions`.

/**
 * How a query's documents are found.
 * - words: from document_search's words (every word of a document, no positions): documents
 *   holding `sure`, plus those holding `maybe` whose own text or a chunk holds the whole query
 *   (a synonym's phrase, "Interstate 81", is checked only there).
 * - pieces: a phrase to match whole (or a quoted phrase with no single-word alternative): the
 *   title and description or a chunk must hold it, found through the chunks' phrase pairs.
 */
export type DocumentMatching = 'words' | 'pieces';

export interface ReadQuery {
  /** The whole query (tsquery text). */
  query: string;
  /** A narrower query that needs no word positions; null when there is none. */
  sure: string | null;
  /** Documents it may also match (words only), to be checked against their text; null when none. */
  maybe: string | null;
  lexemes: string[];
  /** A whole phrase's adjacent word pairs. */
  phrasePairs: string[];
  /**
   * The query is one pair of adjacent words ("travel time", quoted or to match whole): a chunk
   * holding the pair holds the query, and its word positions need not be read.
   */
  queryIsOnePair: boolean;
  matching: DocumentMatching;
  /** Any of the words, not every one: ranked first by how many of `parts` a piece holds (pieceRank). */
  anyWord: boolean;
  /** The query's parts as tsquery text: each word, and each synonym group (any of its terms). */
  parts: string[];
}

/**
 * The `q` CTE every statement here reads: the query, what documents are matched by, and — for an
 * any-word search — the words a piece's rank counts.
 */
export const queryColumns = (read: ReadQuery) =>
  sql`select ${read.query}::tsquery as query, ${read.sure} as sure, ${read.maybe} as maybe, ${read.anyWord ? read.parts : []}::text[] as parts`;

/**
 * How relevant a piece is (a page's text, a document's title and description, a chunk): ts_rank_cd
 * scaled below 1 (normalization 32: rank / (rank + 1), which keeps its order).
 */
const density = (column: RawBuilder<unknown>) => sql`ts_rank_cd(${column}, q.query::tsquery, 32)`;

/**
 * For an any-word search, how many of the query's parts `words` holds (a word, or a synonym group
 * as one: "bike" and "bicycle" are one part); 0 for an all-words search, which has no parts. A
 * whole number, so a result with more of the words comes before one with fewer, whatever their
 * density (below 1).
 */
const partsHeld = (words: RawBuilder<unknown>) => sql`(select count(*) from unnest(q.parts) part where ${words} @@ part::tsquery)`;

/** The rank of a source whose row is one piece (a page, an update, a meeting, an answer). */
export const pieceRank = (column: RawBuilder<unknown>) => sql`(${partsHeld(column)} + ${density(column)})`;

/** When more documents match than this, only the query's words' champions are ranked. */
export const RANK_ALL_LIMIT = 500;

/** The document_facet_sets a query's facets allow, or null when it names none. */
function facetSets(query: SearchQuery): RawBuilder<number[] | null> {
  if (!narrowsByFacet(query)) return sql`null::integer[]`;
  return sql`(select coalesce(array_agg(f.id), '{}') from document_facet_sets f
              where (${query.year ?? null}::smallint is null or f.year = ${query.year ?? null})
                and (${query.type ?? null}::text is null or f.file_type = ${query.type ?? null})
                and (select count(*) from tags t where t.name = any(${query.tag}::text[]) and t.id = any(f.tags)) = ${query.tag.length})`;
}

/**
 * The documents with a chunk holding the whole query. For a phrase, the chunks must first hold
 * every pair of its adjacent words (their own index) before their positions are read — in a
 * subquery of its own (`offset 0`): in one scan with the tsquery, the tsquery's recheck of word
 * positions rechecks the pairs too, re-parsing each candidate's text (17 ms against 0.3 ms for
 * "travel time" in 20,000 documents). A two-word phrase is its one pair, so the index answers it
 * alone: reading the positions of 13,000 chunks holding "transportation corridor" (their words
 * out of line) took 85 of the count's 95 ms at 100,000 documents.
 */
const chunksHoldingQuery = (read: ReadQuery) =>
  read.queryIsOnePair
    ? sql`select c.document_id from document_chunks c where adjacent_lexeme_pairs(to_tsvector('english', c.body)) @> ${sql.val(read.phrasePairs)}::text[]`
    : read.phrasePairs.length > 0
      ? sql`select paired.document_id
          from (select c.document_id, c.search from document_chunks c where adjacent_lexeme_pairs(to_tsvector('english', c.body)) @> ${sql.val(read.phrasePairs)}::text[] offset 0) paired, q
          where paired.search @@ q.query::tsquery`
      : sql`select c.document_id from document_chunks c, q where c.search @@ q.query::tsquery`;

/** The documents matching, with their facet set and date: (document_id, facets, published_on). */
export function matchingDocuments(read: ReadQuery, query: SearchQuery): RawBuilder<unknown> {
  const within = sql`(within is null or s.facets = any(within))`;
  const allowed = sql`cross join (select ${facetSets(query)} as within) allowed`;
  if (read.matching === 'pieces') {
    return sql`select s.document_id, s.facets, s.published_on from document_search s ${allowed}
               where ${within} and s.document_id in (
                 select own.id from documents own, q where own.search @@ q.query::tsquery
                 union ${chunksHoldingQuery(read)})`;
  }
  const sure = read.sure === null ? sql`` : sql`select matched.* from q, document_matches(q.sure::tsquery, ${facetSets(query)}) matched`;
  const maybe =
    read.maybe === null
      ? sql``
      : sql`select s.document_id, s.facets, s.published_on from document_search s, q ${allowed}
            where s.words @@ q.maybe::tsquery and ${within}
              and (exists (select 1 from documents own where own.id = s.document_id and own.search @@ q.query::tsquery)
                   or exists (select 1 from document_chunks c where c.document_id = s.document_id and c.search @@ q.query::tsquery))`;
  return read.sure !== null && read.maybe !== null ? sql`${sure} union all ${maybe}` : read.sure !== null ? sure : maybe;
}

/**
 * The documents found, counted by facet set. Words queries count `sure` through
 * document_facet_counts (the index and the narrow rows, never a document's words).
 */
function countsByFacetSet(read: ReadQuery, query: SearchQuery): RawBuilder<unknown> {
  if (read.matching === 'words' && read.sure !== null) {
    const sure = sql`select counted.facets, counted.documents from q, document_facet_counts(q.sure::tsquery, ${facetSets(query)}) counted`;
    if (read.maybe === null) return sure;
    return sql`${sure} union all select facets, count(*)::integer from (${matchingDocuments({ ...read, sure: null }, query)}) m group by facets`;
  }
  return sql`select facets, count(*)::integer as documents from (${matchingDocuments(read, query)}) m group by facets`;
}

/** How many documents a query finds, and how many of them have each tag, year and file type. */
export async function countDocuments(db: DbOrTrx, read: ReadQuery, query: SearchQuery): Promise<{ total: number; facets: SearchFacets }> {
  const result = await sql<{ total: number; tags: SearchFacets['tags'] | null; years: SearchFacets['years'] | null; types: SearchFacets['types'] | null }>`
    with q as (${queryColumns(read)}),
    counted as (${countsByFacetSet(read, query)}),
    sets as (select f.year, f.file_type, f.tags, counted.documents from counted join document_facet_sets f on f.id = counted.facets)
    select coalesce((select sum(documents) from sets), 0)::integer as total,
           (select json_agg(json_build_object('tag', name, 'count', n) order by n desc, name)
            from (select t.name, sum(sets.documents)::integer as n from sets cross join unnest(sets.tags) tag_id join tags t on t.id = tag_id group by t.name) by_tag) as tags,
           (select json_agg(json_build_object('year', year, 'count', n) order by year desc)
            from (select year, sum(documents)::integer as n from sets group by year) by_year) as years,
           (select json_agg(json_build_object('type', file_type, 'count', n) order by n desc, file_type)
            from (select file_type, sum(documents)::integer as n from sets group by file_type) by_type) as types`.execute(db);
  const row = result.rows[0]!;
  return {
    total: row.total,
    facets: { tags: row.tags ?? [], years: row.years ?? [], types: (row.types ?? []) as { type: DocumentFileType; count: number }[] },
  };
}

const hitColumns = sql`'documents' as source, d.id::text as key, d.title, '/resources/' || d.file_name as url, d.published_on::text as date`;

/**
 * The documents to rank, as search hits (source, key, title, url, date, rank). Up to
 * RANK_ALL_LIMIT matches, every one, by its best piece (0 when its words are spread over several). Beyond that, only the champions of the query's
 * words (migration 2026-11-28T0500; the CTE `champions`) with a piece holding the whole query: a
 * few hundred documents whatever the size of the library. The other matches follow, newest first
 * (restOfDocuments).
 */
export function rankedDocuments(read: ReadQuery, query: SearchQuery, total: number): RawBuilder<unknown> {
  if (total <= RANK_ALL_LIMIT) {
    return sql`select ${hitColumns}, ${documentPartsHeld(sql`m.document_id`)} + coalesce(${bestPieceRank(sql`m.document_id`)}, 0) as rank
               from (${matchingDocuments(read, query)}) m, documents d, q
               where d.id = m.document_id`;
  }
  return sql`select ${hitColumns}, best.rank
             from (select champions.document_id, ${documentPartsHeld(sql`champions.document_id`)} + ${bestPieceRank(sql`champions.document_id`)} as rank from champions, q) best
             join document_search s on s.document_id = best.document_id
             cross join (select ${facetSets(query)} as within) allowed
             join documents d on d.id = best.document_id
             where best.rank is not null and (within is null or s.facets = any(within))`;
}

/**
 * A document's rank: its best piece's (the title and description, or a chunk) holding the whole
 * query; null when none does. Subqueries per document, not a join: the planner cannot know the
 * query's words are common, and would read every chunk holding them to join a few hundred. (No
 * phrase pairs here: they help only through their index, and a document's chunks are few.)
 */
const bestPieceRank = (documentId: RawBuilder<unknown>) =>
  sql`greatest((select ${density(sql`own.search`)} from documents own where own.id = ${documentId} and own.search @@ q.query::tsquery),
               (select max(${density(sql`c.search`)}) from document_chunks c where c.document_id = ${documentId} and c.search @@ q.query::tsquery))`;

/**
 * The parts a whole document holds (document_search's words: every word of it, across its pieces),
 * for an any-word search; nothing is read for an all-words one.
 */
const documentPartsHeld = (documentId: RawBuilder<unknown>) =>
  sql`(case when cardinality(q.parts) = 0 then 0 else (select ${partsHeld(sql`s.words`)} from document_search s where s.document_id = ${documentId}) end)`;

/** The documents where the query's words weigh most, for rankedDocuments beyond RANK_ALL_LIMIT. */
export const champions = (read: ReadQuery) => sql`champions as (select distinct document_id from search_champions where lexeme = any(${read.lexemes}::text[]))`;

/**
 * Matches past the ranked ones, newest first: every result stays reachable by paging on. A words
 * query with nothing to check against text reads document_search directly, so the planner can
 * walk its date index and stop after the page — for a word in nearly every document that is a few
 * hundred rows, not 100,000 sorted (page 50 of "transportation": 41 → 1 ms at 100,000) — or, for
 * a rarer word, take its matches from the words index and sort those. Not when narrowed by a
 * facet: the planner cannot tell how far back a year's documents lie, and walked from today to
 * 2010 (13 → 105 ms); the narrowed matches are few and sorted.
 */
export async function restOfDocuments(db: DbOrTrx, read: ReadQuery, query: SearchQuery, ranked: string[], offset: number, limit: number) {
  const matches =
    read.matching === 'words' && read.sure !== null && read.maybe === null && !narrowsByFacet(query)
      ? sql`select s.document_id, s.published_on from document_search s, q where s.words @@ q.sure::tsquery`
      : matchingDocuments(read, query);
  const result = await sql<{ source: 'documents'; key: string; title: string; url: string; date: string }>`
    with q as (${queryColumns(read)}),
    page as (select m.document_id, m.published_on from (${matches}) m
             where m.document_id <> all(${ranked}::uuid[])
             order by m.published_on desc, m.document_id
             limit ${limit} offset ${offset})
    select ${hitColumns}
    from page join documents d on d.id = page.document_id
    order by page.published_on desc, page.document_id`.execute(db);
  return result.rows;
}
