import type { RoutePolicy } from '@/server/http/routes/policy';

/** One meeting, named by `?article=`. */
export default { pageCache: { query: ['article'] } } satisfies RoutePolicy;
