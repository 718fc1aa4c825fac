import { envelope, withRoute } from '@/server/http/route';
import { statisticsVersionsData } from '@/server/domain/statistics';

// GET /api/interactvtrans/versions — the latest statistics versions, newest first: when each was
// computed, why, and its rows per dataset.
export const GET = withRoute({}, async () => envelope(200, await statisticsVersionsData()));
