import type { RoutePolicy } from '@/server/routes/policy';

/** One meeting, named by `?article=`. */
export default { pageCache: { query: ['article'] } } satisfies RoutePolicy;
