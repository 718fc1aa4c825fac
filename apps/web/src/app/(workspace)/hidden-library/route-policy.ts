import type { RoutePolicy } from '@/server/http/routes/policy';

/** Public, but hidden on purpose: cached, never listed in the sitemap. */
export default { pageCache: {}, unlisted: true } satisfies RoutePolicy;
