import { narrowsByFacet, SearchQuery, type SearchSource, searchSourceLabels, searchSources } from '@vtrans/contracts/search';
import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchSnippet } from '@/components/search-snippet';
import { searchData } from '@/server/domain/search';

export const metadata: Metadata = {
  title: 'Search',
  description: 'Search the VTrans website: pages, program updates, meetings, questions and answers, and documents.',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The sources as the form sends them (one checkbox each, repeated names) or as the API's list. */
function sourcesOf(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(',') : value;
}

/** The address of the same search on another page, or narrowed another way (facets), from its first page. */
function pageHref(query: SearchQuery, page: number, narrowed: Partial<Pick<SearchQuery, 'tag' | 'year' | 'type'>> = {}) {
  const { tag, year, type } = { tag: query.tag, year: query.year, type: query.type, ...narrowed };
  const params = new URLSearchParams({ searchString: query.searchString });
  if (query.matchWholePhrase) params.set('matchWholePhrase', 'true');
  if (query.includeSources.length < searchSources.length) for (const source of query.includeSources) params.append('includeSources', source);
  for (const name of tag) params.append('tag', name);
  if (year !== undefined) params.set('year', String(year));
  if (type !== undefined) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

/** One facet's values as links that narrow the search (keeping its words), and the chosen ones as links that widen it. */
function Facet({ title, values }: { title: string; values: { label: string; count: number; chosen: boolean; href: string }[] }) {
  if (values.length === 0) return null;
  return (
    <section className="search-facet">
      <h4>{title}</h4>
      <ul>
        {values.map((value) => (
          <li key={value.label}>
            <Link href={value.href} aria-current={value.chosen ? 'true' : undefined}>
              {value.chosen ? `${value.label} (chosen; remove)` : value.label}
            </Link>{' '}
            <span className="search-facet__count">{value.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function SearchPage({ searchParams }: Props) {
  const search = await searchParams;
  const asked = typeof search.searchString === 'string';
  const parsed = SearchQuery.safeParse({
    searchString: typeof search.searchString === 'string' ? search.searchString : undefined,
    matchWholePhrase: search.matchWholePhrase === 'true' ? 'true' : undefined,
    includeSources: sourcesOf(search.includeSources),
    page: typeof search.page === 'string' ? search.page : undefined,
    tag: search.tag,
    year: typeof search.year === 'string' ? search.year : undefined,
    type: typeof search.type === 'string' ? search.type : undefined,
  });
  const answer = parsed.success ? await searchData(parsed.data) : null;
  const problem = asked && !parsed.success ? parsed.error.issues[0]!.message : null;
  const chosen = new Set<string>(parsed.success ? parsed.data.includeSources : searchSources);
  const pages = answer ? Math.ceil(answer.total / answer.pageSize) : 0;

  return (
    <div className="container content-page">
      <h1>Search</h1>
      <form method="get" action="/search" role="search" className="search-form">
        <label htmlFor="searchString">Search the VTrans website</label>
        <div className="search-form__row">
          <input
            id="searchString"
            name="searchString"
            type="search"
            maxLength={400}
            defaultValue={typeof search.searchString === 'string' ? search.searchString : ''}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
        <div className="checkbox-field">
          <input id="matchWholePhrase" name="matchWholePhrase" type="checkbox" value="true" defaultChecked={parsed.success && parsed.data.matchWholePhrase} />
          <label htmlFor="matchWholePhrase">Match the whole phrase (the words together, in this order)</label>
        </div>
        <fieldset className="search-form__sources">
          <legend>Look in</legend>
          {searchSources.map((source) => (
            <div key={source} className="checkbox-field">
              <input id={`source-${source}`} name="includeSources" type="checkbox" value={source} defaultChecked={chosen.has(source)} />
              <label htmlFor={`source-${source}`}>{searchSourceLabels[source]}</label>
            </div>
          ))}
        </fieldset>
      </form>

      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {answer && parsed.success && (
        <section aria-labelledby="results-heading">
          <div role="status">
            <h2 id="results-heading">
              {answer.notice ??
                (answer.total === 0
                  ? `No results for “${parsed.data.searchString}”.`
                  : `${answer.total} result${answer.total === 1 ? '' : 's'} for “${answer.corrected?.searched ?? parsed.data.searchString}”${pages > 1 ? `, page ${answer.page} of ${pages}` : ''}`)}
            </h2>
            {answer.corrected && (
              <p className="search-correction">
                No results for “{answer.corrected.asked}”, so these are the results for “{answer.corrected.searched}”, the nearest spelling on this site.
              </p>
            )}
            {answer.someWords && (
              <p className="search-correction">
                {/* What was searched, not an order: past the ranked results the rest come newest first. */}
                {answer.someWords.allWords === 0
                  ? 'No result holds every one of the words, so these are the results holding some of them.'
                  : `Only ${answer.someWords.allWords === 1 ? '1 result holds' : `${answer.someWords.allWords} results hold`} every one of the words, so these are the results holding some of them.`}
              </p>
            )}
          </div>
          {answer.suggestion && (
            <p className="search-correction">
              Did you mean <Link href={pageHref({ ...parsed.data, searchString: answer.suggestion }, 1)}>{answer.suggestion}</Link>?
            </p>
          )}
          {answer.total > 0 && (
            <p className="search-counts">
              {(Object.entries(answer.counts) as [SearchSource, number][])
                .filter(([source]) => chosen.has(source))
                .map(([source, count]) => `${searchSourceLabels[source]}: ${count}`)
                .join(' · ')}
            </p>
          )}
          {answer.facets && answer.counts.documents > 0 && (
            <nav aria-label="Narrow the documents found" className="search-facets">
              <h3 className="search-facets__heading">Narrow the documents</h3>
              {narrowsByFacet(parsed.data) && (
                <p className="search-facets__note">Narrowed to documents: pages, updates, meetings and answers have no tag, year or file type.</p>
              )}
              <Facet
                title="Tag"
                values={answer.facets.tags.map(({ tag, count }) => {
                  const chosen = parsed.data.tag.includes(tag);
                  return {
                    label: tag,
                    count,
                    chosen,
                    href: pageHref(parsed.data, 1, { tag: chosen ? parsed.data.tag.filter((name) => name !== tag) : [...parsed.data.tag, tag] }),
                  };
                })}
              />
              <Facet
                title="Year"
                values={answer.facets.years.map(({ year, count }) => ({
                  label: String(year),
                  count,
                  chosen: parsed.data.year === year,
                  href: pageHref(parsed.data, 1, { year: parsed.data.year === year ? undefined : year }),
                }))}
              />
              <Facet
                title="File type"
                values={answer.facets.types.map(({ type, count }) => ({
                  label: type.toUpperCase(),
                  count,
                  chosen: parsed.data.type === type,
                  href: pageHref(parsed.data, 1, { type: parsed.data.type === type ? undefined : type }),
                }))}
              />
            </nav>
          )}
          <ol className="search-results" start={(answer.page - 1) * answer.pageSize + 1}>
            {answer.results.map((hit) => (
              <li key={hit.url}>
                <a href={hit.url}>{hit.title}</a>
                <span className="search-results__meta">
                  {searchSourceLabels[hit.source]}
                  {hit.date ? ` · ${hit.date}` : ''}
                </span>
                <SearchSnippet snippet={hit.snippet} />
                {hit.webPage && (
                  <a href={hit.webPage} className="search-results__alternate">
                    Read as a web page
                  </a>
                )}
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <nav aria-label="Result pages" className="pagination">
              {answer.page > 1 && <Link href={pageHref(parsed.data, answer.page - 1)}>Previous page</Link>}
              {answer.page < pages && <Link href={pageHref(parsed.data, answer.page + 1)}>Next page</Link>}
            </nav>
          )}
        </section>
      )}
    </div>
  );
}
