import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  type SearchAnswer,
  type SearchQuery,
  type SearchSource,
  SEARCH_PAGE_SIZE,
  searchSources,
} from '@vtrans/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../db';

/**
 * One SELECT per source, each matching its GIN-indexed `search` column and answering the same
 * columns: source, key, title, url, date, rank. Documents match on their title and description
 * or on any chunk of their extracted text (ranked by their best chunk); hidden ones never match.
 */
function sourceHits(ranked: boolean): Record<SearchSource, RawBuilder<unknown>> {
  // Counting needs no rank, and ts_rank_cd reads every match's whole tsvector: leave it out there.
  const rank = (column: string) => (ranked ? sql`ts_rank_cd(${sql.ref(column)}, q.query)` : sql`0::real`);
  return {
    pages: sql`select 'pages' as source, route as key, title, route as url, null::text as date, ${rank('search')} as rank
               from pages, q where search @@ q.query`,
    updates: sql`select 'updates', id, title, '/get-involved/program-updates/update?id=' || id, published_on::text, ${rank('search')}
                 from updates, q where search @@ q.query`,
    meetings: sql`select 'meetings', name, title, '/get-involved/meetings/meeting?article=' || name, meeting_on::text, ${rank('search')}
                  from articles, q where search @@ q.query`,
    faqs: sql`select 'faqs', id::text, question, '/get-involved/frequently-asked-questions#faq-' || id, null::text, ${rank('search')}
              from faqs, q where search @@ q.query`,
    documents: sql`select 'documents', d.id::text, d.title, '/resources/' || d.file_name, d.published_on::text,
                          greatest(${rank('d.search')}, coalesce(chunks.rank, 0))
                   from documents d cross join q
                   left join (select document_id, max(${rank('c.search')}) as rank
                              from document_chunks c, q where c.search @@ q.query group by document_id) chunks on chunks.document_id = d.id
                   where not d.hidden and (d.search @@ q.query or chunks.document_id is not null)`,
  };
}

/** Paragraphs (a jsonb array of strings) as one text. */
const paragraphs = (column: string) => sql`(select string_agg(paragraph, ' ') from jsonb_array_elements_text(${sql.ref(column)}) paragraph)`;

/**
 * The text a hit's snippet is cut from. For a document, its best-matching chunk — not the whole
 * text: ts_headline re-parses what it is given, so it only ever sees a bounded excerpt.
 */
const snippetText = sql`case top.source
  when 'pages' then (select intro || ' ' || coalesce(${paragraphs('body')}, '') from pages where route = top.key)
  when 'updates' then (select intro || ' ' || coalesce(${paragraphs('body')}, '') from updates where id = top.key)
  when 'meetings' then (select intro || ' ' || coalesce(${paragraphs('body')}, '') from articles where name = top.key)
  when 'faqs' then (select answer from faqs where id::text = top.key)
  when 'documents' then coalesce(
    (select body from document_chunks c where c.document_id = top.key::uuid and c.search @@ q.query order by ts_rank_cd(c.search, q.query) desc, chunk limit 1),
    (select description from documents where id = top.key::uuid))
end`;

/** How much of a hit's text ts_headline reads (its cost grows with the text). */
const SNIPPET_SOURCE_CHARS = 6_000;

/**
 * Site search: Postgres full-text search over the included sources, ranked (ts_rank_cd), with
 * counts per source and one page of results; only that page gets highlighted snippets.
 * matchWholePhrase uses phraseto_tsquery (the words adjacent and in order); otherwise
 * websearch_to_tsquery (every word, in any order; quotes and OR work as on search engines).
 */
export async function searchSite(db: DbOrTrx, query: SearchQuery, pageSize = SEARCH_PAGE_SIZE): Promise<SearchAnswer> {
  const tsquery = query.matchWholePhrase ? sql`phraseto_tsquery('english', ${query.searchString})` : sql`websearch_to_tsquery('english', ${query.searchString})`;
  const counts = Object.fromEntries(searchSources.map((source) => [source, 0])) as Record<SearchSource, number>;
  const answer: SearchAnswer = { total: 0, counts, page: query.page, pageSize, results: [] };

  const lexemes = await sql<{ nodes: number }>`select numnode(${tsquery}) as nodes`.execute(db);
  if (Number(lexemes.rows[0]!.nodes) === 0) {
    return { ...answer, notice: 'Those words are too common to search for. Please add a more specific word.' };
  }
  const withHits = (ranked: boolean) => {
    const hits = sourceHits(ranked);
    return sql`with q as (select ${tsquery} as query), hits (source, key, title, url, date, rank) as (${sql.join(
      query.includeSources.map((source) => hits[source]),
      sql` union all `,
    )})`;
  };
  const options = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxFragments=2, MaxWords=28, MinWords=10, FragmentDelimiter=" … "`;

  const [perSource, page] = await Promise.all([
    sql<{ source: SearchSource; n: number }>`${withHits(false)} select source, count(*)::int as n from hits group by source`.execute(db),
    sql<{ source: SearchSource; title: string; url: string; date: string | null; snippet: string | null }>`
      ${withHits(true)},
      top as (select * from hits order by rank desc, title, key limit ${pageSize} offset ${(query.page - 1) * pageSize})
      select top.source, top.title, top.url, top.date,
             ts_headline('english', left(coalesce(${snippetText}, ''), ${SNIPPET_SOURCE_CHARS}), q.query, ${options}) as snippet
      from top cross join q
      order by top.rank desc, top.title, top.key`.execute(db),
  ]);
  for (const row of perSource.rows) counts[row.source] = row.n;
  answer.total = perSource.rows.reduce((sum, row) => sum + row.n, 0);
  answer.results = page.rows.map((row) => ({ source: row.source, title: row.title, url: row.url, date: row.date, snippet: row.snippet ?? '' }));
  return answer;
}
