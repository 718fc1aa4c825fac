import type { RoutePolicy } from '@/server/http/routes/policy';

/** The phone's comment page is the same for every visitor and every query (`?period=` is read in the browser). */
export default { pageCache: {} } satisfies RoutePolicy;
