import { z } from 'zod';
import { type DocumentFileType, documentFileTypes } from './documents';

/** What site search looks through (spec §7 includeSources). */
export const searchSources = ['pages', 'updates', 'meetings', 'faqs', 'documents'] as const;
export type SearchSource = (typeof searchSources)[number];
export const searchSourceLabels: Record<SearchSource, string> = {
  pages: 'Pages',
  updates: 'Program updates',
  meetings: 'Meetings',
  faqs: 'Questions and answers',
  documents: 'Documents',
};

export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 10;
/** How many weeks staff search insights are kept (issue 42): a half year. */
export const SEARCH_INSIGHT_WEEKS = 26;
/**
 * The searches a query needs in one week before staff see it and its words are kept (issue 54);
 * until then it is counted under a digest, and once the week is over only its count is left.
 * Something personal typed into the box (a name, a case number, an address) is usually searched
 * once, or twice with a retry or a filter; three is the least that says "more than one moment of
 * one person", while the common searches and common misses of a state agency's site still reach
 * it every week.
 */
export const SEARCH_INSIGHT_MIN_SEARCHES = 3;

/**
 * A query that holds an e-mail address (anything@anything) or a phone number: ten or more digits
 * with spaces, dots, dashes, slashes, parentheses or + between them (an area code and number), a
 * local number written 555-0199, or seven digits in a row. Year ranges such as "2025-2030" or
 * "FY2024-2029" are not phone numbers. Insights never keep such a query, not even counted (issue
 * 54). The migration of issue 54 holds the same patterns in SQL.
 */
export function looksLikeContactDetails(query: string): boolean {
  return /\S@\S/.test(query) || /\d(?:[\s().+/-]*\d){9,}/.test(query) || /(?<!\d)\d{3}[\s.-]\d{4}(?!\d)/.test(query) || /\d{7,}/.test(query);
}

/**
 * includeSources as the spec's client sends it — a JSON array (objects go as JSON, §5) — or as a
 * comma-separated list from a form; absent means every source.
 */
const IncludeSources = z
  .string()
  .optional()
  .transform((value, context) => {
    if (!value) return [...searchSources];
    let list: unknown;
    try {
      list = value.trim().startsWith('[') ? JSON.parse(value) : value.split(',');
    } catch {
      list = null;
    }
    const names = Array.isArray(list) ? list.map((name) => String(name).trim()).filter(Boolean) : [];
    const unknown = names.filter((name) => !(searchSources as readonly string[]).includes(name));
    if (!Array.isArray(list) || names.length === 0 || unknown.length > 0) {
      context.addIssue({ code: 'custom', message: `expected any of: ${searchSources.join(', ')}` });
      return z.NEVER;
    }
    return [...new Set(names)] as SearchSource[];
  });

/** GET /api/search?searchString,matchWholePhrase,includeSources[,page] and the /search page. */
export const SearchQuery = z.object({
  searchString: z
    .string({ error: 'Please enter something to search for.' })
    .trim()
    .min(1, 'Please enter something to search for.')
    .max(SEARCH_MAX_LENGTH, `Please keep the search under ${SEARCH_MAX_LENGTH} characters.`),
  // Spec §5: false is never sent, so absent means false.
  matchWholePhrase: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .optional()
    .transform((value) => value === 'true'),
  includeSources: IncludeSources,
  page: z.coerce
    .number({ error: 'expected a page number' })
    .int('expected a page number')
    .min(1, 'expected a page number')
    .max(1000, 'expected a page number')
    .default(1),
  // Facets (issue 42): narrowing to documents with every one of these tags (repeated, or
  // comma-separated: a tag name never holds a comma), published in a year, of a file type.
  tag: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => [
      ...new Set(
        (value === undefined ? [] : [value].flat())
          .flatMap((tags) => tags.split(','))
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(60, 'expected tags under 60 characters')).max(12, 'expected at most 12 tags')),
  year: z.coerce
    .number({ error: 'expected a year' })
    .int('expected a year')
    .min(1990, 'expected a year from 1990')
    .max(2100, 'expected a year before 2100')
    .optional(),
  type: z
    .enum(Object.keys(documentFileTypes) as [DocumentFileType, ...DocumentFileType[]], {
      error: `expected one of: ${Object.keys(documentFileTypes).join(', ')}`,
    })
    .optional(),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/**
 * Where a snippet's matched words start and end. Sentinels rather than markup, so the page can
 * show the snippet as text with <mark>s and never as HTML.
 */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_END = '\u0003';

export interface SearchHit {
  source: SearchSource;
  title: string;
  url: string;
  date: string | null;
  /** Text around the matches, each match between HIGHLIGHT_START and HIGHLIGHT_END. */
  snippet: string;
  /** A document's web version (issue 37), when it has one: the same text as a page of the site. */
  webPage?: string | null;
}

/** Whether a query narrows by a facet: then it finds documents only (nothing else has tags, a year and a file type). */
export const narrowsByFacet = (query: Pick<SearchQuery, 'tag' | 'year' | 'type'>) =>
  query.tag.length > 0 || query.year !== undefined || query.type !== undefined;

/** The documents found, counted by each value of each facet (issue 42). */
export interface SearchFacets {
  tags: { tag: string; count: number }[];
  years: { year: number; count: number }[];
  types: { type: DocumentFileType; count: number }[];
}

export interface SearchAnswer {
  total: number;
  counts: Record<SearchSource, number>;
  page: number;
  pageSize: number;
  results: SearchHit[];
  /** The documents found, by tag, year and file type; absent when documents are not searched. */
  facets?: SearchFacets;
  /** Set when the words are all too common to search for (the query has no lexemes). */
  notice?: string;
  /** The query with its unknown words spelled as the site spells them ("Did you mean …"). */
  suggestion?: string;
  /** Set when the query found nothing and the results are its suggestion's: what was asked, what was searched. */
  corrected?: { asked: string; searched: string };
  /**
   * Set when fewer than a page of results held every word (issue 58: "meeting minutes 2025" found
   * nothing and said nothing): the results are those holding any of the words, ranked by how many
   * of them each holds; `allWords` of them hold every word.
   */
  someWords?: { allWords: number };
}

/** What ts_headline puts between a snippet's fragments. */
export const FRAGMENT_DELIMITER = ' … ';

/** How many words in a row two fragments may share before the second is a repeat. */
const REPEAT_WORDS = 5;

/** A fragment's words, lower-case, without highlights or punctuation. */
const wordsOf = (fragment: string) =>
  fragment
    .replaceAll(HIGHLIGHT_START, '')
    .replaceAll(HIGHLIGHT_END, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every run of REPEAT_WORDS words (all of them, when there are fewer). */
const runsOf = (words: string[]) =>
  words.length <= REPEAT_WORDS
    ? [words.join(' ')]
    : words.slice(0, words.length - REPEAT_WORDS + 1).map((_, index) => words.slice(index, index + REPEAT_WORDS).join(' '));

/**
 * A snippet without a passage twice: text that repeats (a running header, a sentence said again
 * in the minutes, an intro the body echoes) can give ts_headline two fragments around the same
 * words. A fragment sharing REPEAT_WORDS words in a row with an earlier one is left out.
 */
export function withoutRepeats(snippet: string): string {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const fragment of snippet.split(FRAGMENT_DELIMITER)) {
    const words = wordsOf(fragment);
    if (words.length === 0) continue;
    const runs = runsOf(words);
    if (runs.some((run) => seen.has(run)) || (words.length < REPEAT_WORDS && [...seen].some((run) => run.includes(runs[0]!)))) continue;
    kept.push(fragment);
    for (const run of runs) seen.add(run);
  }
  return kept.join(FRAGMENT_DELIMITER);
}
