import { strategicActionsData } from '@/server/domain/content-api';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/strategic-actions — the strategic actions and their status.
export const GET = withRoute({}, async () => envelope(200, await strategicActionsData()));
