import { listTagCounts } from '@vtrans/db';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/azure/tags — every tag on a public document, with its count.
export const GET = withRoute({}, async ({ db }) => envelope(200, await listTagCounts(db)));
