import type { RoutePolicy } from '@/server/http/routes/policy';

/** The comment periods and each period's record in Spanish: like the English pages, they show comments, themes and responses as well as content. */
export default { pageCache: { tags: ['page-comments'] } } satisfies RoutePolicy;
