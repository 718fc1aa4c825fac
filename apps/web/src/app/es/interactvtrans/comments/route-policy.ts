import type { RoutePolicy } from '@/server/http/routes/policy';
import englishList from '../../../(platform)/interactvtrans/comments/route-policy';

/** The Spanish list of comments is cached as the English one: by its filters, and dropped when a comment changes. */
export default englishList satisfies RoutePolicy;
