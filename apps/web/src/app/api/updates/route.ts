import { updatesData } from '@/server/domain/content-api';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/updates — program updates (id, Date, Title, Intro), newest first.
export const GET = withRoute({}, async () => envelope(200, await updatesData()));
