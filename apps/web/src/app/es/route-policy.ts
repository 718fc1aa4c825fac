import type { RoutePolicy } from '@/server/http/routes/policy';

/** The Spanish edition: public, the same for every visitor, kept by the page cache under its own /es address. */
export default { pageCache: {} } satisfies RoutePolicy;
