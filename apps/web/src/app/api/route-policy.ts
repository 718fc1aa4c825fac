import type { RoutePolicy } from '@/server/routes/policy';

/** The APIs: answered per request, not for crawlers. */
export default { unlisted: true } satisfies RoutePolicy;
