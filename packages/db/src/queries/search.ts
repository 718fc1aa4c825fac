import { sitePaths } from '@vtrans/contracts/site-paths';
import { FRAGMENT_DELIMITER, HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_INSIGHT_WEEKS, type SearchAnswer, type SearchQuery, type SearchSource, SEARCH_PAGE_SIZE, searchSources, withoutRepeats } from '@vtrans/contracts/search';
import { readSynonyms } from '@vtrans/contracts/search-synonyms';
import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../db';

/**
 * One SELECT per source, each matching its GIN-indexed `search` column and answering the same
 * columns: source, key, title, url, date, rank. Documents match on their title and description
 * or on any chunk of their extracted text (ranked by their best chunk); hidden ones never match.
 * `phrasePairs`, a phrase's adjacent words, narrow the chunks to those holding every pair (their
 * own index, migration 2026-11-24T0100) before the phrase's positions are checked.
 */
function sourceHits(phrasePairs: string[]): Record<SearchSource, RawBuilder<unknown>> {
  const rank = (column: string) => sql`ts_rank_cd(${sql.ref(column)}, q.query)`;
  const holdsPairs = phrasePairs.length > 0 ? sql`and adjacent_lexeme_pairs(to_tsvector('english', c.body)) @> ${sql.val(phrasePairs)}::text[]` : sql``;
  return {
    pages: sql`select 'pages' as source, route as key, title, route as url, null::text as date, ${rank('search')} as rank
               from pages, q where search @@ q.query`,
    updates: sql`select 'updates', id, title, ${sitePaths.update('')}::text || id, published_on::text, ${rank('search')}
                 from updates, q where search @@ q.query`,
    meetings: sql`select 'meetings', name, title, ${sitePaths.meeting('')}::text || name, meeting_on::text, ${rank('search')}
                  from articles, q where search @@ q.query`,
    faqs: sql`select 'faqs', id::text, question, '/get-involved/frequently-asked-questions#faq-' || id, null::text, ${rank('search')}
              from faqs, q where search @@ q.query`,
    // Two index scans (the documents' own words, their chunks' words) merged per document; one
    // condition with OR across the two would make Postgres read every document.
    documents: sql`select 'documents', d.id::text, d.title, '/resources/' || d.file_name, d.published_on::text, matched.rank
                   from (select document_id, max(rank) as rank
                         from (select own.id as document_id, ${rank('own.search')} as rank from documents own, q where own.search @@ q.query
                               union all
                               select c.document_id, ${rank('c.search')} from document_chunks c, q where c.search @@ q.query ${holdsPairs}) matches
                         group by document_id) matched
                   join documents d on d.id = matched.document_id
                   where not d.hidden`,
  };
}

/** [words](target) and ![words](target) → words. */
const markdownLink = String.raw`!?\[([^\]]*)\]\([^)]*\)`;
/** Heading marks, list bullets, quote marks, emphasis and code marks. */
const markdownMarks = String.raw`(^|\s)(#{1,6}|[*_>~-]+)\s*|[*_~]+|` + '`+';
/** The first group of the match: the words kept. */
const firstGroup = String.raw`\1`;

/**
 * A Markdown body as the words a snippet shows: link targets, heading marks, emphasis and the like
 * taken out ([the plan](/about) → the plan), so an excerpt reads as text.
 */
const bodyText = (column: string) =>
  sql`regexp_replace(regexp_replace(${sql.ref(column)}, ${markdownLink}, ${firstGroup}, 'g'), ${markdownMarks}, ${firstGroup}, 'g')`;

/**
 * The text a hit's snippet is cut from. For a document, its best-matching chunk — not the whole
 * text: ts_headline re-parses what it is given, so it only ever sees a bounded excerpt.
 */
const snippetText = sql`case top.source
  when 'pages' then (select intro || ' ' || ${bodyText('body')} from pages where route = top.key)
  when 'updates' then (select intro || ' ' || ${bodyText('body')} from updates where id = top.key)
  when 'meetings' then (select intro || ' ' || ${bodyText('body')} from articles where name = top.key)
  when 'faqs' then (select answer from faqs where id::text = top.key)
  when 'documents' then coalesce(
    (select body from document_chunks c where c.document_id = top.key::uuid and c.search @@ q.query order by ts_rank_cd(c.search, q.query) desc, chunk limit 1),
    (select description from documents where id = top.key::uuid))
end`;

/** A document hit's web version, when the worker has made one (sitePaths.documentWebPage). */
const webPage = sql`case when top.source = 'documents' and exists (select 1 from document_web_versions w where w.document_id = top.key::uuid)
  then ${sitePaths.document('')}::text || top.key || '/web-page' end`;

/** How much of a hit's text ts_headline reads (its cost grows with the text). */
const SNIPPET_SOURCE_CHARS = 6_000;

/** The staff's synonym groups (issue 42), in the order they keep them. */
export async function listSynonymGroups(db: DbOrTrx): Promise<string[][]> {
  return (await db.selectFrom('search_synonyms').select('terms').orderBy('id').execute()).map((row) => row.terms);
}

/** Replaces the synonym groups with the staff's list, in the caller's transaction (one change). */
export async function replaceSynonymGroups(trx: Trx, groups: readonly string[][], actorId: string): Promise<void> {
  await trx.deleteFrom('search_synonyms').execute();
  if (groups.length > 0) await trx.insertInto('search_synonyms').values(groups.map((terms) => ({ terms: [...terms] }))).execute();
  await trx.insertInto('audit_log').values({ actor_id: actorId, action: 'search.synonyms', subject: 'search:synonyms', details: JSON.stringify({ groups: groups.length }) }).execute();
}

/** A query's words that could be misspelt, cut as words_of cuts the site's text into search_words. */
const spellableWords = (text: string) => [...new Set(text.toLowerCase().split(/[^a-z]+/))].filter((word) => word.length >= 3 && word.length <= 30);

/** How alike (pg_trgm similarity) a known word must be to be offered for an unknown one. */
const NEAREST_WORD_SIMILARITY = 0.4;

/**
 * The query as Postgres searches for it: the words (websearch_to_tsquery: every word, in any
 * order; quotes and OR work as on search engines — or, for matchWholePhrase, phraseto_tsquery)
 * and, for each synonym mention, any term of its group as a phrase. A term that comes down to a
 * bare number ("I 81": "I" is a stop word) is left out: it would match every 81. ("I-81" is
 * indexed as '-81', which stays.)
 * Also the phrase's adjacent-word pairs, and the nearest known word of each unknown one.
 */
async function readQuery(db: DbOrTrx, query: SearchQuery) {
  const { rest, alternatives } = query.matchWholePhrase ? { rest: query.searchString, alternatives: [] } : readSynonyms(query.searchString, await listSynonymGroups(db));
  const words = query.matchWholePhrase ? sql`phraseto_tsquery('english', ${rest})` : sql`websearch_to_tsquery('english', ${rest})`;
  const pairs = query.matchWholePhrase ? sql`adjacent_lexeme_pairs(to_tsvector('english', ${rest}))` : sql`'{}'::text[]`;
  const read = await sql<{ query: string | null; pairs: string[]; corrections: { word: string; nearest: string | null }[] | null }>`
    with alternatives as (
      select m.i, string_agg('(' || a.q::text || ')', ' | ') as part
      from jsonb_array_elements(${JSON.stringify(alternatives)}::jsonb) with ordinality m(terms, i)
      cross join lateral (select phraseto_tsquery('english', t) as q from jsonb_array_elements_text(m.terms) t) a
      where numnode(a.q) > 0 and querytree(a.q) !~ '^''[0-9]+''$'
      group by m.i)
    select (select string_agg('(' || part || ')', ' & ')
            from (select ${rest === '' ? sql`''` : sql`${words}::text`} as part union all select part from alternatives) parts
            where part <> '') as query,
           ${pairs} as pairs,
           (select json_agg(json_build_object('word', w, 'nearest',
                     (select s.word from search_words s where s.word % w and similarity(s.word, w) >= ${NEAREST_WORD_SIMILARITY}
                      order by similarity(s.word, w) desc, s.word limit 1)))
            from unnest(${spellableWords(rest)}::text[]) w
            where not exists (select 1 from search_words s where s.word = w)) as corrections`.execute(db);
  const { query: tsquery, pairs: phrasePairs, corrections } = read.rows[0]!;
  let suggestion = query.searchString;
  for (const { word, nearest } of corrections ?? []) {
    if (nearest) suggestion = suggestion.replace(new RegExp(`(?<![a-z])${word}(?![a-z])`, 'gi'), nearest);
  }
  return { tsquery, phrasePairs, suggestion: suggestion === query.searchString ? undefined : suggestion };
}

/**
 * Site search: Postgres full-text search over the included sources, ranked (ts_rank_cd), with
 * counts per source and one page of results; only that page gets highlighted snippets. A query
 * with an unknown word is offered the nearest known spelling; one that finds nothing is answered
 * with the results of that spelling, said so (`corrected`).
 */
export async function searchSite(db: DbOrTrx, query: SearchQuery, pageSize = SEARCH_PAGE_SIZE): Promise<SearchAnswer> {
  const answer = await searchAsWritten(db, query, pageSize);
  if (answer.total > 0 || !answer.suggestion) return answer;
  const corrected = await searchAsWritten(db, { ...query, searchString: answer.suggestion }, pageSize);
  // A correction that finds nothing either is not offered.
  return corrected.total > 0 ? { ...corrected, suggestion: undefined, corrected: { asked: query.searchString, searched: answer.suggestion } } : { ...answer, suggestion: undefined };
}

async function searchAsWritten(db: DbOrTrx, query: SearchQuery, pageSize: number): Promise<SearchAnswer> {
  const counts = Object.fromEntries(searchSources.map((source) => [source, 0])) as Record<SearchSource, number>;
  const answer: SearchAnswer = { total: 0, counts, page: query.page, pageSize, results: [] };

  const { tsquery: queryText, phrasePairs, suggestion } = await readQuery(db, query);
  if (suggestion) answer.suggestion = suggestion;
  if (queryText === null) {
    return { ...answer, notice: 'Those words are too common to search for. Please add a more specific word.' };
  }
  const tsquery = sql`${queryText}::tsquery`;
  const hits = sourceHits(phrasePairs);
  const options = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxFragments=2, MaxWords=28, MinWords=10, FragmentDelimiter="${FRAGMENT_DELIMITER}"`;

  // One pass over the matches (materialized), giving both the counts and the page: the words are
  // looked up, and phrases checked, once per search rather than once per answer.
  const found = await sql<{ counts: Record<SearchSource, number> | null; page: SearchAnswer['results'] | null }>`
    with q as (select ${tsquery} as query),
    hits (source, key, title, url, date, rank) as materialized (${sql.join(
      query.includeSources.map((source) => hits[source]),
      sql` union all `,
    )}),
    top as (select * from hits order by rank desc, date desc nulls last, title, key limit ${pageSize} offset ${(query.page - 1) * pageSize})
    select (select json_object_agg(source, n) from (select source, count(*)::int as n from hits group by source) counted) as counts,
           (select json_agg(json_build_object('source', top.source, 'title', top.title, 'url', top.url, 'date', top.date,
                   'snippet', coalesce(ts_headline('english', left(coalesce(${snippetText}, ''), ${SNIPPET_SOURCE_CHARS}), q.query, ${options}), ''),
                   'webPage', ${webPage})
                   order by top.rank desc, top.date desc nulls last, top.title, top.key)
            from top cross join q) as page`.execute(db);
  const { counts: perSource, page } = found.rows[0]!;
  for (const [source, n] of Object.entries(perSource ?? {})) counts[source as SearchSource] = n;
  answer.total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  answer.results = (page ?? []).map((hit) => ({ ...hit, snippet: withoutRepeats(hit.snippet) }));
  return answer;
}

/** A query as insights count it: lower-case, its spaces collapsed. */
export const insightQuery = (searchString: string) => searchString.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * Notes one search for staff insights: its week (Monday, in Virginia) and normalised words, and
 * whether it found nothing. Weeks past SEARCH_INSIGHT_WEEKS go in the same statement.
 */
export async function noteSearch(db: DbOrTrx, searchString: string, total: number): Promise<void> {
  const week = sql`date_trunc('week', (now() at time zone 'America/New_York'))::date`;
  await sql`
    with pruned as (delete from search_query_weeks where week < ${week} - ${SEARCH_INSIGHT_WEEKS * 7}::integer)
    insert into search_query_weeks (week, query, searches, found_nothing)
    values (${week}, ${insightQuery(searchString)}, 1, ${total === 0 ? 1 : 0})
    on conflict (week, query) do update set searches = search_query_weeks.searches + 1, found_nothing = search_query_weeks.found_nothing + excluded.found_nothing`.execute(db);
}

export interface SearchInsightWeek {
  week: string;
  searches: number;
  top: { query: string; searches: number }[];
  foundNothing: { query: string; searches: number }[];
}

/** The last `weeks` weeks, newest first: each one's searches, top queries and queries that found nothing. */
export async function listSearchInsights(db: DbOrTrx, weeks = 8, perList = 10): Promise<SearchInsightWeek[]> {
  const result = await sql<SearchInsightWeek>`
    select w.week::text as week, sum(w.searches)::int as searches,
           coalesce((select json_agg(json_build_object('query', t.query, 'searches', t.searches) order by t.searches desc, t.query)
                     from (select query, searches from search_query_weeks where week = w.week order by searches desc, query limit ${perList}) t), '[]') as top,
           coalesce((select json_agg(json_build_object('query', n.query, 'searches', n.found_nothing) order by n.found_nothing desc, n.query)
                     from (select query, found_nothing from search_query_weeks where week = w.week and found_nothing > 0 order by found_nothing desc, query limit ${perList}) n), '[]') as "foundNothing"
    from search_query_weeks w
    group by w.week
    order by w.week desc
    limit ${weeks}`.execute(db);
  return result.rows;
}
