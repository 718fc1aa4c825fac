import type { RoutePolicy } from '@/server/http/routes/policy';

/** A document's page and its web version are the same for every reader (the documents table's tag refreshes them). */
export default { pageCache: {} } satisfies RoutePolicy;
