import type { RoutePolicy } from '@/server/http/routes/policy';

/** The ordinary public pages: public content, the same for every visitor. */
export default { pageCache: {} } satisfies RoutePolicy;
