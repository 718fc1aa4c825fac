import type { RoutePolicy } from '@/server/http/routes/policy';

/** One update in Spanish, named by `?id=` as its English page is. */
export default { pageCache: { query: ['id'] } } satisfies RoutePolicy;
