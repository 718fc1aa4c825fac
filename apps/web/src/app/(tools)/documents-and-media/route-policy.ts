import type { RoutePolicy } from '@/server/http/routes/policy';

/** The library as it opens; a search of it (any query string) is rendered per request. */
export default { pageCache: {} } satisfies RoutePolicy;
