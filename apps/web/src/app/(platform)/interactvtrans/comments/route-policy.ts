import type { RoutePolicy } from '@/server/http/routes/policy';

/** The comments list, filtered by `?category=`, `?locality=`, `?answered=` and `?period=`: it shows map comments as well as content. */
export default { pageCache: { query: ['category', 'locality', 'answered', 'period'], tags: ['page-comments'] } } satisfies RoutePolicy;
