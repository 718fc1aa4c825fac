import type { RoutePolicy } from '@/server/http/routes/policy';

/** The APIs: answered per request, not for crawlers. */
export default { unlisted: true } satisfies RoutePolicy;
