import type { RoutePolicy } from '@/server/http/routes/policy';

/** InteractVTrans's reading pages: public content. */
export default { pageCache: {} } satisfies RoutePolicy;
