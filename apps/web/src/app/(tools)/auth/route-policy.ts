import type { RoutePolicy } from '@/server/routes/policy';

/** Signing in and out: per visitor, not for crawlers. */
export default { unlisted: true } satisfies RoutePolicy;
