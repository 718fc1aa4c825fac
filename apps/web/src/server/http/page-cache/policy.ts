import type { PageCacheTag } from '@vtrans/contracts/content';
import { findRoute } from '../routes/find-route';

/**
 * A file name at the end of a path (robots.txt, `x.json` after a tab's name): never a page here,
 * so not worth an anonymous render to find out.
 */
const fileName = /\/[^/]*\.[A-Za-z0-9]+$/;

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
 * Parameters a newsletter, an ad or a social network adds to a shared link for its own counting:
 * no page reads them, so they are left out of the address a copy is kept under (otherwise every
 * shared link is a render, about 100 times slower than a copy). Our own usage counting reads the
 * request, not the cache key.
 */
const trackingParameter = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * Whether a page address may be served from the shared page cache, under which address, and
 * which cache tags its copy depends on; null when it must be rendered per request. Opt-in: only a
 * page whose route-policy.ts (its own, or its route group's) declares `pageCache` is kept, with
 * the query parameters it names (tracking parameters dropped); route handlers and unknown
 * addresses never are.
 */
export function pageCachePolicy(pathname: string, search: URLSearchParams): PageCachePolicy | null {
  if (fileName.test(pathname)) return null;
  const route = findRoute(pathname);
  const declared = route?.kind === 'page' ? route.policy.pageCache : undefined;
  if (!declared) return null;
  const allowed = declared.query ?? [];
  const kept = [...search].filter(([name]) => !trackingParameter.test(name));
  if (kept.some(([name]) => !allowed.includes(name))) return null;
  // Sorted, so one page has one address whatever order its parameters came in.
  const query = new URLSearchParams(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
  const address = query ? `${pathname}?${query}` : pathname;
  if (address.length > maxAddressLength) return null;
  return { address, tags: ['page-content', 'calendar-day', ...(declared.tags ?? [])] };
}
