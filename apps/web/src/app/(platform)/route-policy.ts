import type { RoutePolicy } from '@/server/http/routes/policy';

/** The explorers and tabs as they open: public content (a shared view, in the query string, is rendered per request). */
export default { pageCache: {} } satisfies RoutePolicy;
