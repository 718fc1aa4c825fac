import type { RoutePolicy } from '@/server/routes/policy';

/** InteractVTrans's reading pages: public content. */
export default { pageCache: {} } satisfies RoutePolicy;
