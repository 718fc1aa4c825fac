import type { RoutePolicy } from '@/server/http/routes/policy';

/** A person's own alert sign-up and its management links: rendered per request. */
export default {} satisfies RoutePolicy;
