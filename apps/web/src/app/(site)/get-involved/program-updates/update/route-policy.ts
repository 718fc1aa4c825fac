import type { RoutePolicy } from '@/server/http/routes/policy';

/** One update, named by `?id=`. */
export default { pageCache: { query: ['id'] } } satisfies RoutePolicy;
