import type { RoutePolicy } from '@/server/http/routes/policy';

/** An outside expert's copy of a draft (issue 63): by a key in the address, never for crawlers or the page cache. */
export default { unlisted: true } satisfies RoutePolicy;
