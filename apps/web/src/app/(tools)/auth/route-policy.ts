import type { RoutePolicy } from '@/server/http/routes/policy';

/** Signing in and out: per visitor, not for crawlers. */
export default { unlisted: true } satisfies RoutePolicy;
