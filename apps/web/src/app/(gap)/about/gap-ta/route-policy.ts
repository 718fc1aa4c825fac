import type { RoutePolicy } from '@/server/http/routes/policy';

/** Public content; the application beside it is a form with its own state, rendered per request. */
export default { pageCache: {} } satisfies RoutePolicy;
