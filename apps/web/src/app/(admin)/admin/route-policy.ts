import type { RoutePolicy } from '@/server/http/routes/policy';

/** The admin area: staff only, rendered per request, not for crawlers. */
export default { unlisted: true } satisfies RoutePolicy;
