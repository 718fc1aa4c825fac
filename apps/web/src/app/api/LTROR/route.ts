import { riskRegisterData } from '@/server/domain/content-api';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/LTROR — the long-term Risk and Opportunity Register.
export const GET = withRoute({}, async () => envelope(200, await riskRegisterData()));
