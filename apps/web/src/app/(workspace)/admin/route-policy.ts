import type { RoutePolicy } from '@/server/http/routes/policy';

/** The spatial-data admin pages: staff only, rendered per request, not for crawlers. */
export default { unlisted: true } satisfies RoutePolicy;
