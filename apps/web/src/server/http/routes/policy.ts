import type { PageCacheTag } from '@vtrans/contracts/content';

/**
 * What a route declares about itself, in a `route-policy.ts` beside its page (or at its route
 * group's top, for every page of the group): the nearest one up the folders applies, whole.
 * A route with none is rendered per request, listed in the sitemap if it is a page, and refused
 * while Postgres is away. `npm run codegen` gathers them into routes.generated.ts.
 */
export type RoutePolicy = {
  /**
   * The page is public and the same for every visitor, so the shared page cache may keep it
   * (decision 012): `query` names the parameters it takes (any other makes the request its own),
   * `tags` what it shows beyond the content tables.
   */
  pageCache?: { query?: readonly string[]; tags?: readonly Exclude<PageCacheTag, 'page-content'>[] };
  /**
   * Not for crawlers: left out of sitemap.xml, and robots.txt disallows the folder that declares
   * it (a page that needs a sign-in, the APIs, a page hidden on purpose). Declare it in the folder
   * whose whole address crawlers should leave, not at a route group's top (which is the site's `/`).
   */
  unlisted?: true;
  /** Answers for itself while Postgres is unreachable (the probes, the metrics). */
  answersDuringOutage?: true;
};

/** A page (page.tsx), a route handler (route.ts) or a file Next serves from a metadata convention (robots.ts, icon.svg). */
export type RouteKind = 'page' | 'handler' | 'file';

/**
 * One route of the app folder: its address pattern as Next writes it (`/gap-ta/[gapid]`), its
 * policy, and the address of the folder whose route-policy.ts that is (`/admin`; `/` for a group's).
 */
export type RouteEntry = { pattern: string; kind: RouteKind; policy: RoutePolicy; declaredAt?: string };
