import { documentFileTypes, LibraryQuery, librarySorts } from '@vtrans/contracts/documents';
import Link from 'next/link';
import { DocumentList } from '@/components/documents/document-list';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';
import { libraryData } from '@/server/domain/documents';

const route = '/documents-and-media';

export const generateMetadata = () => pageMetadata(route);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const sortLabels: Record<(typeof librarySorts)[number], string> = { newest: 'Newest first', oldest: 'Oldest first', title: 'Title A–Z' };

/** The address of the library with these filters (GET form state), on another page. */
function libraryHref(query: LibraryQuery, page: number) {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const tag of query.tag) params.append('tag', tag);
  if (query.type) params.set('type', query.type);
  if (query.year) params.set('year', String(query.year));
  if (query.sort !== 'newest') params.set('sort', query.sort);
  params.set('page', String(page));
  return `${route}?${params}`;
}

/**
 * The document library: words, tag facets with counts, type and year, sort and pages — all in
 * the address (a GET form), so every view can be bookmarked and works without JavaScript.
 */
export default async function DocumentsAndMediaPage({ searchParams }: Props) {
  const query = LibraryQuery.parse(await searchParams);
  const library = await libraryData(query);
  const pages = Math.max(1, Math.ceil(library.total / library.pageSize));
  const chosenTags = new Set(query.tag);

  return (
    <ContentPage route={route}>
      <div className="library">
        <form method="get" action={route} className="library__filters" aria-label="Filter the library">
          <label htmlFor="library-q">Words</label>
          <input id="library-q" name="q" type="search" maxLength={200} defaultValue={query.q ?? ''} />
          <fieldset>
            <legend>Tags</legend>
            {library.facets.tags.length === 0 && <p className="muted">No tags for these filters.</p>}
            {/* Ids by position: a tag's name may hold spaces, which an id may not. */}
            {library.facets.tags.map((tag, index) => (
              <div key={tag.name} className="checkbox-field">
                <input id={`tag-${index}`} name="tag" type="checkbox" value={tag.name} defaultChecked={chosenTags.has(tag.name)} />
                <label htmlFor={`tag-${index}`}>
                  {tag.name} ({tag.n})
                </label>
              </div>
            ))}
          </fieldset>
          <label htmlFor="library-type">Type</label>
          <select id="library-type" name="type" defaultValue={query.type ?? ''}>
            <option value="">Any type</option>
            {(Object.keys(documentFileTypes) as (keyof typeof documentFileTypes)[]).map((type) => {
              const count = library.facets.types.find((facet) => facet.file_type === type)?.n ?? 0;
              return (
                <option key={type} value={type}>
                  {type.toUpperCase()} ({count})
                </option>
              );
            })}
          </select>
          <label htmlFor="library-year">Year</label>
          <select id="library-year" name="year" defaultValue={query.year ?? ''}>
            <option value="">Any year</option>
            {library.facets.years.map((year) => (
              <option key={year.year} value={year.year}>
                {year.year} ({year.n})
              </option>
            ))}
          </select>
          <label htmlFor="library-sort">Sort</label>
          <select id="library-sort" name="sort" defaultValue={query.sort}>
            {librarySorts.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            Show documents
          </button>
          <Link href={route}>Clear all filters</Link>
        </form>
        <section aria-labelledby="library-results" className="library__results">
          <h2 id="library-results">
            {library.total} document{library.total === 1 ? '' : 's'}
            {pages > 1 ? `, page ${library.page} of ${pages}` : ''}
          </h2>
          <DocumentList documents={library.documents} />
          <p className="muted">
            Looking for a page, an update or a meeting rather than a document? <Link href="/search">Search the whole website</Link>.
          </p>
          {pages > 1 && (
            <nav aria-label="Library pages" className="pagination">
              {library.page > 1 && <Link href={libraryHref(query, library.page - 1)}>Previous page</Link>}
              {library.page < pages && <Link href={libraryHref(query, library.page + 1)}>Next page</Link>}
            </nav>
          )}
        </section>
      </div>
    </ContentPage>
  );
}
