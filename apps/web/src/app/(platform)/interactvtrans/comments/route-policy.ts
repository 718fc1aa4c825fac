import type { RoutePolicy } from '@/server/routes/policy';

/** The comments list, filtered by `?category=`, `?locality=` and `?answered=`: it shows map comments as well as content. */
export default { pageCache: { query: ['category', 'locality', 'answered'], tags: ['page-comments'] } } satisfies RoutePolicy;
