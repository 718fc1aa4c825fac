import { statutoryRequirementsData } from '@/server/domain/content-api';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/statutory-requirements — the state and federal requirements the plan answers to.
export const GET = withRoute({}, async () => envelope(200, await statutoryRequirementsData()));
