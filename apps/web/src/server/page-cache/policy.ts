import type { PageCacheTag } from '@vtrans/contracts/content';

/** Paths whose pages are never cached: private, per-visitor, or answered by a route handler. */
const neverCached = ['/api', '/admin', '/auth', '/alerts', '/interactvtrans/submit', '/gap-ta/application', '/newsletter', '/search', '/_next', '/resources'];

/** A file name at the end of a path (robots.txt, icon.svg, a GAP-TA area's GeoJSON): not a page. */
const fileName = /\/[^/]*\.[A-Za-z0-9]+$/;

/**
 * Pages cached with their query string, and which parameters they take: these answer many
 * addresses, all from public content. Any other parameter, or a query string on any other page
 * (a shared map view, a library search), is rendered per request.
 */
const cachedQueries: Record<string, readonly string[]> = {
  '/get-involved/program-updates/update': ['id'],
  '/get-involved/meetings/meeting': ['article'],
  '/interactvtrans/comments': ['category', 'locality', 'answered'],
};

/** Pages that show map comments, and so depend on them as well as on the content tables. */
const showsComments = new Set(['/interactvtrans/comments']);

/**
 * What a copy depends on: the database's cache tags (see cache_tags), and the day in Virginia
 * (`calendar-day`, which tag-versions.ts adds to the versions it reads). Every page depends on
 * the day: any may carry an announcement that ends at midnight, and the meetings page sorts by it.
 */
export type PageTag = PageCacheTag | 'calendar-day';

/** Longest address worth a cache entry; a longer one is rendered, never stored. */
const maxAddressLength = 512;

export type PageCachePolicy = { address: string; tags: readonly PageTag[] };

/**
 * Whether a page address may be served from the shared page cache, under which address, and
 * which cache tags its copy depends on; null when it must be rendered per request.
 */
export function pageCachePolicy(pathname: string, search: URLSearchParams): PageCachePolicy | null {
  if (neverCached.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) || fileName.test(pathname)) return null;
  const allowed = cachedQueries[pathname] ?? [];
  const names = [...new Set(search.keys())];
  if (names.some((name) => !allowed.includes(name))) return null;
  // Sorted, so one page has one address whatever order its parameters came in.
  const query = new URLSearchParams([...search].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
  const address = query ? `${pathname}?${query}` : pathname;
  if (address.length > maxAddressLength) return null;
  const tags: PageTag[] = ['page-content', 'calendar-day'];
  if (showsComments.has(pathname)) tags.push('page-comments');
  return { address, tags };
}
