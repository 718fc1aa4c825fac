import { SearchQuery, type SearchSource, searchSourceLabels, searchSources } from '@vtrans/contracts/search';
import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchSnippet } from '@/components/search-snippet';
import { searchData } from '@/server/search';

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

/** The address of another page of the same search. */
function pageHref(query: SearchQuery, page: number) {
  const params = new URLSearchParams({ searchString: query.searchString });
  if (query.matchWholePhrase) params.set('matchWholePhrase', 'true');
  if (query.includeSources.length < searchSources.length) for (const source of query.includeSources) params.append('includeSources', source);
  params.set('page', String(page));
  return `/search?${params}`;
}

export default async function SearchPage({ searchParams }: Props) {
  const search = await searchParams;
  const asked = typeof search.searchString === 'string';
  const parsed = SearchQuery.safeParse({
    searchString: typeof search.searchString === 'string' ? search.searchString : undefined,
    matchWholePhrase: search.matchWholePhrase === 'true' ? 'true' : undefined,
    includeSources: sourcesOf(search.includeSources),
    page: typeof search.page === 'string' ? search.page : undefined,
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
          <input id="searchString" name="searchString" type="search" maxLength={400} defaultValue={typeof search.searchString === 'string' ? search.searchString : ''} />
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
