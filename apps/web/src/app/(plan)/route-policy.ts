import type { RoutePolicy } from '@/server/http/routes/policy';

/** Every plan page is public content, the same for every visitor. */
export default { pageCache: {} } satisfies RoutePolicy;
