import { sitePaths } from '@vtrans/contracts/site-paths';
import {
  FRAGMENT_DELIMITER,
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  looksLikeContactDetails,
  narrowsByFacet,
  SEARCH_INSIGHT_MIN_SEARCHES,
  SEARCH_INSIGHT_WEEKS,
  type SearchAnswer,
  type SearchHit,
  type SearchQuery,
  type SearchSource,
  SEARCH_PAGE_SIZE,
  searchSources,
  withoutRepeats,
} from '@vtrans/contracts/search';
import { readSynonyms } from '@vtrans/contracts/search-synonyms';
import { type RawBuilder, sql } from 'kysely';
import { recordAudit } from './audit';
import type { DbOrTrx, Trx } from '../db';
import { champions, countDocuments, pieceRank, queryColumns, RANK_ALL_LIMIT, rankedDocuments, type ReadQuery, restOfDocuments } from './search-documents';

/**
 * One SELECT per source but documents (search-documents.ts), each matching its GIN-indexed
 * `search` column and answering the same columns: source, key, title, url, date, rank. These
 * sources are the site's own writing, hundreds of rows: every match is ranked.
 */
const rank = (column: string) => pieceRank(sql.ref(column));
const sourceHits: Record<Exclude<SearchSource, 'documents'>, RawBuilder<unknown>> = {
  pages: sql`select 'pages' as source, route as key, title, route as url, null::text as date, ${rank('search')} as rank
             from pages, q where search @@ q.query`,
  updates: sql`select 'updates', id, title, ${sitePaths.update('')}::text || id, published_on::text, ${rank('search')}
               from updates, q where search @@ q.query`,
  meetings: sql`select 'meetings', name, title, ${sitePaths.meeting('')}::text || name, meeting_on::text, ${rank('search')}
                from articles, q where search @@ q.query`,
  faqs: sql`select 'faqs', id::text, question, '/get-involved/frequently-asked-questions#faq-' || id, null::text, ${rank('search')}
            from faqs, q where search @@ q.query`,
};

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

/** The synonym list's version before anyone changed it (no audit entry yet). */
export const FIRST_SYNONYM_VERSION = 'first';

/**
 * The list's last change: its version (the change's audit entry), who made it and when. Every
 * change is one audit entry with the list before and after, so the history is the audit log.
 */
export async function synonymListVersion(db: DbOrTrx): Promise<{ version: string; savedBy: string | null; savedAt: Date | null }> {
  const last = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.created_at', 'u.email'])
    .where('a.subject', '=', 'search:synonyms')
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last ? { version: String(last.id), savedBy: last.email, savedAt: last.created_at } : { version: FIRST_SYNONYM_VERSION, savedBy: null, savedAt: null };
}

/** The list's changes, newest first: who, when, the groups added and the groups taken out. */
export async function listSynonymChanges(db: DbOrTrx, limit = 10) {
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.created_at', 'a.details', sql<string>`coalesce(u.email, '')`.as('email')])
    .where('a.subject', '=', 'search:synonyms')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  const line = (terms: string[]) => terms.join(', ');
  return rows.map((row) => {
    const { before, after } = row.details as { before?: string[][]; after?: string[][] };
    const was = new Set((before ?? []).map(line));
    const now = new Set((after ?? []).map(line));
    return {
      id: String(row.id),
      at: row.created_at,
      by: row.email,
      // Entries from before issue 56 kept only the count.
      known: Boolean(before && after),
      added: [...now].filter((group) => !was.has(group)),
      removed: [...was].filter((group) => !now.has(group)),
    };
  });
}

/**
 * Replaces the synonym groups with the staff's list, in the caller's transaction (one change),
 * unless someone saved since the list was read at `readVersion`: then nothing changes and the
 * newer list is answered, with who saved it and when (issue 56: the second of two editors wiped
 * the first's group without a word). The lock makes two saves at once take turns.
 */
export async function replaceSynonymGroups(
  trx: Trx,
  groups: readonly string[][],
  actorId: string,
  readVersion: string,
): Promise<'saved' | { newer: string[][]; savedBy: string | null; savedAt: Date | null }> {
  await sql`select pg_advisory_xact_lock(hashtext('search:synonyms'))`.execute(trx);
  const current = await synonymListVersion(trx);
  const before = await listSynonymGroups(trx);
  if (current.version !== readVersion) return { newer: before, savedBy: current.savedBy, savedAt: current.savedAt };
  await trx.deleteFrom('search_synonyms').execute();
  if (groups.length > 0)
    await trx
      .insertInto('search_synonyms')
      .values(groups.map((terms) => ({ terms: [...terms] })))
      .execute();
  await recordAudit(trx, { actorId, action: 'search.synonyms', subject: 'search:synonyms', details: { groups: groups.length, before, after: groups } });
  return 'saved';
}

/**
 * The terms of which some word appears nowhere on the site (in no page, update, meeting, answer or
 * document): a synonym of one cannot find anything through it (issue 59: "truk stop" was taken
 * without a word). Words too short to index ("I", numbers) are not judged.
 */
export async function termsFoundNowhere(db: DbOrTrx, terms: string[]): Promise<string[]> {
  const words = [...new Set(terms.flatMap(spellableWords))];
  if (words.length === 0) return [];
  const known = new Set((await db.selectFrom('search_words').select('word').where('word', 'in', words).execute()).map((row) => row.word));
  return terms.filter((term) => spellableWords(term).some((word) => !known.has(word)));
}

/** A query's words that could be misspelt, cut as words_of cuts the site's text into search_words. */
const spellableWords = (text: string) => [...new Set(text.toLowerCase().split(/[^a-z]+/))].filter((word) => word.length >= 3 && word.length <= 30);

/** How alike (pg_trgm similarity) a known word must be to be offered for an unknown one. */
const NEAREST_WORD_SIMILARITY = 0.4;

const letters = sql`unnest(string_to_array('abcdefghijklmnopqrstuvwxyz', null))`;
/**
 * The words one edit from `w` (a letter left out, added, changed, or two side by side swapped: the
 * Damerau distance 1). Trigrams miss short words and swaps — "frieght" shares 4 of 12 trigrams
 * with "freight" (0.33) — where one edit is the commonest typo (issue 58). Made in SQL, so only for
 * a word the site does not hold, and looked up by search_words' primary key: a few hundred matches.
 */
const oneEditAway = (w: RawBuilder<unknown>) => sql`(
  select left(${w}, i - 1) || substr(${w}, i + 1) from generate_series(1, length(${w})) i
  union all select left(${w}, i - 1) || substr(${w}, i + 1, 1) || substr(${w}, i, 1) || substr(${w}, i + 2) from generate_series(1, length(${w}) - 1) i
  union all select left(${w}, i - 1) || letter || substr(${w}, i + 1) from generate_series(1, length(${w})) i, ${letters} letter
  union all select left(${w}, i - 1) || letter || substr(${w}, i) from generate_series(1, length(${w}) + 1) i, ${letters} letter)`;

/**
 * The query as Postgres searches for it: the words (websearch_to_tsquery: every word, in any
 * order; quotes and OR work as on search engines — or, for matchWholePhrase, phraseto_tsquery)
 * and, for each synonym mention, any term of its group as a phrase. A term that comes down to a
 * bare number ("I 81": "I" is a stop word) is left out: it would match every 81. ("I-81" is
 * indexed as '-81', which stays.)
 * Also what documents are matched by (ReadQuery: the query without word positions, `sure`, and
 * what is left to check, `maybe`), the query's words, the phrase's adjacent-word pairs, and the
 * nearest known word of each unknown one. `anyWord` (searchSite's fallback) asks for any of the
 * words and any synonym group rather than all of them.
 */
async function readQuery(db: DbOrTrx, query: SearchQuery, anyWord = false): Promise<{ read: ReadQuery | null; suggestion?: string }> {
  const { rest, alternatives } = query.matchWholePhrase
    ? { rest: query.searchString, alternatives: [] }
    : readSynonyms(query.searchString, await listSynonymGroups(db));
  const written = anyWord ? rest.split(/\s+/).filter(Boolean).join(' or ') : rest;
  const words = query.matchWholePhrase ? sql`phraseto_tsquery('english', ${rest})` : sql`websearch_to_tsquery('english', ${written})`;
  const joined = anyWord ? ' | ' : ' & ';
  // The pairs a matching chunk must hold: the whole phrase's, or every quoted phrase's when the
  // words have no OR and no NOT (then each quoted phrase must be in the chunk).
  const quoted = [...rest.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
  const pairs = query.matchWholePhrase
    ? sql`adjacent_lexeme_pairs(to_tsvector('english', ${rest}))`
    : quoted.length > 0
      ? sql`case when (select part ~ '[|!]' from written) then '{}'::text[]
                 else array(select distinct pair from unnest(${quoted}::text[]) phrase, unnest(adjacent_lexeme_pairs(to_tsvector('english', phrase))) pair) end`
      : sql`'{}'::text[]`;
  const result = await sql<{
    query: string | null;
    sure: string | null;
    pairs: string[];
    lexemes: string[];
    parts: string[];
    corrections: { word: string; nearest: string | null }[] | null;
  }>`
    with alternatives as (
      select m.i, string_agg('(' || a.q::text || ')', ' | ') as part,
             string_agg('(' || a.q::text || ')', ' | ') filter (where numnode(a.q) = 1) as single
      from jsonb_array_elements(${JSON.stringify(alternatives)}::jsonb) with ordinality m(terms, i)
      cross join lateral (select phraseto_tsquery('english', t) as q from jsonb_array_elements_text(m.terms) t) a
      where numnode(a.q) > 0 and querytree(a.q) !~ '^''[0-9]+''$'
      group by m.i),
    written as (select ${rest === '' ? sql`''` : sql`${words}::text`} as part),
    read as (
      select (select string_agg('(' || part || ')', ${joined})
              from (select part from written union all select part from alternatives) parts where part <> '') as query,
             -- Without positions: each synonym group by its one-word terms; none when the words
             -- themselves hold a phrase or a group has no one-word term.
             case when (select part ~ ${PHRASE_OPERATOR} from written) or exists (select 1 from alternatives where single is null) then null
                  else (select string_agg('(' || part || ')', ${joined})
                        from (select part from written union all select single from alternatives) parts where part <> '') end as sure)
    select read.query, read.sure, ${pairs} as pairs,
           -- Each word on its own, and each synonym group: what an any-word search counts.
           array(select part from (select websearch_to_tsquery('english', word)::text as part from regexp_split_to_table(${rest}, '\s+') word
                                   union all select part from alternatives) each where part <> '') as parts,
           array(select distinct replace(l[1], '''''', '''') from regexp_matches(coalesce(read.query, ''), ${QUOTED_LEXEME}, 'g') l) as lexemes,
           -- The nearest known word: one edit away (the likeliest of those by trigrams), else the
           -- most alike by trigrams.
           (select json_agg(json_build_object('word', w, 'nearest', coalesce(
                     (select s.word from search_words s where s.word in ${oneEditAway(sql`w`)} and s.word <> w order by similarity(s.word, w) desc, s.word limit 1),
                     (select s.word from search_words s where s.word % w and similarity(s.word, w) >= ${NEAREST_WORD_SIMILARITY}
                      order by similarity(s.word, w) desc, s.word limit 1))))
            from unnest(${spellableWords(rest)}::text[]) w
            where not exists (select 1 from search_words s where s.word = w)) as corrections
    from read`.execute(db);
  const row = result.rows[0]!;
  let suggestion = query.searchString;
  for (const { word, nearest } of row.corrections ?? []) {
    if (nearest) suggestion = suggestion.replace(new RegExp(`(?<![a-z])${word}(?![a-z])`, 'gi'), nearest);
  }
  const suggested = suggestion === query.searchString ? {} : { suggestion };
  if (row.query === null) return { read: null, ...suggested };
  const positional = new RegExp(PHRASE_OPERATOR).test(row.query);
  const read: ReadQuery = {
    query: row.query,
    // A phrase to match whole is found through its pairs; any other phrase is checked only in the
    // documents holding its words but not `sure` (`maybe`).
    sure: query.matchWholePhrase ? null : positional ? row.sure : row.query,
    maybe: !query.matchWholePhrase && positional && row.sure !== null ? `(${row.query.replace(new RegExp(PHRASE_OPERATOR, 'g'), '&')}) & !(${row.sure})` : null,
    lexemes: row.lexemes,
    phrasePairs: row.pairs,
    queryIsOnePair: row.pairs.length === 1 && ONE_PAIR.test(row.query),
    matching: query.matchWholePhrase || (positional && row.sure === null) ? 'pieces' : 'words',
    anyWord,
    parts: row.parts,
  };
  return { read, ...suggested };
}

/** A tsquery of two words side by side and nothing else, as readQuery writes it: ('a' <-> 'b'). */
const ONE_PAIR = /^\(*'(?:[^']|'')+' <-> '(?:[^']|'')+'\)*$/;
/** A tsquery's phrase operators: <-> and <N>. */
const PHRASE_OPERATOR = '<[0-9-]+>';
/** A lexeme in tsquery text: between quotes, a quote doubled. */
const QUOTED_LEXEME = "'((?:[^']|'')+)'";

/**
 * Site search: Postgres full-text search over the included sources, ranked (ts_rank_cd), with
 * counts per source, documents' counts by facet, and one page of results; only that page gets
 * highlighted snippets. A query with an unknown word is offered the nearest known spelling; one
 * that finds nothing is answered with the results of that spelling, said so (`corrected`). When
 * fewer than a page of results hold every word of a query of several words, the results are those
 * holding any of them, the most words first, said so (`someWords`; issue 58).
 */
export async function searchSite(db: DbOrTrx, query: SearchQuery, pageSize = SEARCH_PAGE_SIZE): Promise<SearchAnswer> {
  const asked = await searchAsWritten(db, query, pageSize);
  let answer = asked;
  if (asked.total === 0 && asked.suggestion) {
    const corrected = await searchAsWritten(db, { ...query, searchString: asked.suggestion }, pageSize);
    // A correction that finds nothing either is not offered.
    answer =
      corrected.total > 0
        ? { ...corrected, suggestion: undefined, corrected: { asked: query.searchString, searched: asked.suggestion } }
        : { ...asked, suggestion: undefined };
  }
  if (answer.total >= pageSize || answer.notice || !takesAnyWord(query)) return answer;
  // As corrected when the words as written found nothing; as written when they found something.
  const spelled = answer.corrected?.searched ?? (asked.total === 0 ? asked.suggestion : undefined) ?? query.searchString;
  const some = await searchAsWritten(db, { ...query, searchString: spelled }, pageSize, true);
  if (some.total <= answer.total) return answer;
  // Searched as spelled on the site: said so, as for a correction.
  const corrected = spelled === query.searchString ? {} : { corrected: { asked: query.searchString, searched: spelled } };
  return { ...some, suggestion: undefined, ...corrected, someWords: { allWords: answer.total } };
}

/**
 * Whether a query can fall back to any of its words: two words or more, taken as words — not a
 * phrase to match whole, a quoted phrase, OR or a word left out with "-": those say exactly what
 * the person wants.
 */
function takesAnyWord(query: SearchQuery): boolean {
  if (query.matchWholePhrase || /["]|(^|\s)-\S|\sor\s/i.test(query.searchString)) return false;
  return query.searchString.trim().split(/\s+/).length >= 2;
}

/** A page's hit before its snippet is cut. */
type Hit = Omit<SearchHit, 'snippet' | 'webPage'> & { key: string };

async function searchAsWritten(db: DbOrTrx, query: SearchQuery, pageSize: number, anyWord = false): Promise<SearchAnswer> {
  const counts = Object.fromEntries(searchSources.map((source) => [source, 0])) as Record<SearchSource, number>;
  const answer: SearchAnswer = { total: 0, counts, page: query.page, pageSize, results: [] };

  const { read, suggestion } = await readQuery(db, query, anyWord);
  if (suggestion) answer.suggestion = suggestion;
  if (read === null) {
    return { ...answer, notice: 'Those words are too common to search for. Please add a more specific word.' };
  }
  // A facet narrows to documents: nothing else has tags, a year and a file type.
  const sources = query.includeSources.filter((source) => source === 'documents' || !narrowsByFacet(query));
  const withDocuments = sources.includes('documents');
  const offset = (query.page - 1) * pageSize;
  // Counting the documents (the one read of every match) and ranking run side by side, ranking as
  // for many matches, with the page's snippets when it is full; when there turn out to be few
  // matches, they are ranked again, every one.
  const [documents, forMany] = await Promise.all([
    withDocuments ? countDocuments(db, read, query) : null,
    rankedHits(db, read, query, sources, RANK_ALL_LIMIT + 1, { pageSize, offset }).then(async (found) => ({
      found,
      results: found.page?.length === pageSize ? await withSnippets(db, read, found.page) : null,
    })),
  ]);
  const few = documents !== null && documents.total <= RANK_ALL_LIMIT;
  const found = few ? await rankedHits(db, read, query, sources, documents.total, { pageSize, offset }) : forMany.found;
  if (documents) {
    counts.documents = documents.total;
    answer.facets = documents.facets;
  }
  for (const [source, n] of Object.entries(found.counts ?? {})) if (source !== 'documents') counts[source as SearchSource] = n;
  answer.total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  if (!few && forMany.results) {
    answer.results = forMany.results;
    return answer;
  }
  const page = found.page ?? [];
  // Past the ranked hits, the other matching documents, newest first.
  if (page.length < pageSize && offset + page.length < answer.total && counts.documents > 0) {
    page.push(...(await restOfDocuments(db, read, query, found.documents, Math.max(0, offset - found.ranked), pageSize - page.length)));
  }
  answer.results = await withSnippets(db, read, page);
  return answer;
}

/**
 * The ranked hits of every source (documents as rankedDocuments ranks `documentsFound` of them),
 * counted per source, and the page's share of them.
 */
async function rankedHits(
  db: DbOrTrx,
  read: ReadQuery,
  query: SearchQuery,
  sources: SearchSource[],
  documentsFound: number,
  { pageSize, offset }: { pageSize: number; offset: number },
) {
  const ranked = sources
    .filter((source) => source !== 'documents' || documentsFound > 0)
    .map((source) => (source === 'documents' ? rankedDocuments(read, query, documentsFound) : sourceHits[source]));
  if (ranked.length === 0) return { counts: null, ranked: 0, documents: [], page: null };
  const result = await sql<{ counts: Record<string, number> | null; ranked: number; documents: string[]; page: Hit[] | null }>`
    with q as (${queryColumns(read)}),
    ${champions(read)},
    hits (source, key, title, url, date, rank) as materialized (${sql.join(ranked, sql` union all `)})
    select (select json_object_agg(source, n) from (select source, count(*)::int as n from hits group by source) counted) as counts,
           (select count(*)::int from hits) as ranked,
           array(select key from hits where source = 'documents') as documents,
           (select json_agg(json_build_object('source', source, 'key', key, 'title', title, 'url', url, 'date', date) order by rank desc, date desc nulls last, title, key)
            from (select * from hits order by rank desc, date desc nulls last, title, key limit ${pageSize} offset ${offset}) top) as page`.execute(db);
  return result.rows[0]!;
}

/** Each hit with its highlighted snippet (without a repeated passage) and a document's web version. */
async function withSnippets(db: DbOrTrx, read: ReadQuery, hits: Hit[]): Promise<SearchHit[]> {
  if (hits.length === 0) return [];
  const options = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxFragments=2, MaxWords=28, MinWords=10, FragmentDelimiter="${FRAGMENT_DELIMITER}"`;
  const result = await sql<{ snippet: string; webPage: string | null }>`
    with q as (select ${read.query}::tsquery as query)
    select coalesce(ts_headline('english', left(coalesce(${snippetText}, ''), ${SNIPPET_SOURCE_CHARS}), q.query, ${options}), '') as snippet,
           ${webPage} as "webPage"
    from q, rows from (jsonb_to_recordset(${JSON.stringify(hits.map(({ source, key }) => ({ source, key })))}::jsonb) as (source text, key text)) with ordinality as top(source, key, place)
    order by top.place`.execute(db);
  return hits.map(({ key: _key, ...hit }, index) => {
    const { snippet, webPage: web } = result.rows[index]!;
    return { ...hit, snippet: withoutRepeats(snippet), ...(hit.source === 'documents' ? { webPage: web } : {}) };
  });
}

/** A query as insights count it: lower-case, its spaces collapsed. */
export const insightQuery = (searchString: string) => searchString.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * Notes one search for staff insights: its week (Monday, in Virginia), and whether it found
 * nothing, under a digest of the week and the normalised words. The words themselves are kept only
 * from the search that makes SEARCH_INSIGHT_MIN_SEARCHES that week; anything shaped like an e-mail
 * address or a phone number is not noted at all (issue 54). In the same statement: weeks past
 * SEARCH_INSIGHT_WEEKS go, and an ended week's rows without words become one row of its counts
 * (digest ''), so nothing of its rarer queries stays but how many there were.
 */
export async function noteSearch(db: DbOrTrx, searchString: string, total: number): Promise<void> {
  const query = insightQuery(searchString);
  if (!query || looksLikeContactDetails(query)) return;
  const kept = SEARCH_INSIGHT_WEEKS * 7;
  await sql`
    with this as (select date_trunc('week', (now() at time zone 'America/New_York'))::date as monday),
    expired as (delete from search_query_weeks where week < (select monday from this) - ${kept}::integer),
    ended as (
      delete from search_query_weeks
      where query is null and digest <> '' and week < (select monday from this) and week >= (select monday from this) - ${kept}::integer
      returning week, searches, found_nothing),
    remainder as (
      insert into search_query_weeks (week, digest, searches, found_nothing)
      select week, '', sum(searches)::int, sum(found_nothing)::int from ended group by week
      on conflict (week, digest) do update set searches = search_query_weeks.searches + excluded.searches, found_nothing = search_query_weeks.found_nothing + excluded.found_nothing)
    insert into search_query_weeks (week, digest, query, searches, found_nothing)
    select monday, encode(sha256(convert_to(to_char(monday, 'YYYY-MM-DD') || chr(10) || ${query}::text, 'UTF8')), 'hex'),
           ${SEARCH_INSIGHT_MIN_SEARCHES <= 1 ? query : null}::text, 1, ${total === 0 ? 1 : 0}
    from this
    on conflict (week, digest) do update set
      searches = search_query_weeks.searches + 1,
      found_nothing = search_query_weeks.found_nothing + excluded.found_nothing,
      query = case when search_query_weeks.searches + 1 >= ${SEARCH_INSIGHT_MIN_SEARCHES}::integer then ${query}::text end`.execute(db);
}

export interface SearchInsightWeek {
  week: string;
  searches: number;
  top: { query: string; searches: number }[];
  foundNothing: { query: string; searches: number }[];
}

/**
 * The last `weeks` weeks, newest first: each one's searches, and its top queries and queries that
 * found nothing among those searched often enough for their words to be kept (noteSearch).
 */
export async function listSearchInsights(db: DbOrTrx, weeks = 8, perList = 10): Promise<SearchInsightWeek[]> {
  const result = await sql<SearchInsightWeek>`
    select w.week::text as week, sum(w.searches)::int as searches,
           coalesce((select json_agg(json_build_object('query', t.query, 'searches', t.searches) order by t.searches desc, t.query)
                     from (select query, searches from search_query_weeks where week = w.week and query is not null order by searches desc, query limit ${perList}) t), '[]') as top,
           coalesce((select json_agg(json_build_object('query', n.query, 'searches', n.found_nothing) order by n.found_nothing desc, n.query)
                     from (select query, found_nothing from search_query_weeks where week = w.week and query is not null and found_nothing > 0 order by found_nothing desc, query limit ${perList}) n), '[]') as "foundNothing"
    from search_query_weeks w
    group by w.week
    order by w.week desc
    limit ${weeks}`.execute(db);
  return result.rows;
}
