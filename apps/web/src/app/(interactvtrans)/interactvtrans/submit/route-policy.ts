import type { RoutePolicy } from '@/server/http/routes/policy';

/** A locality's own submissions, after sign-in: rendered per request and kept out of the sitemap. */
export default { unlisted: true } satisfies RoutePolicy;
