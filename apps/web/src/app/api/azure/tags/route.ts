import { listTagCounts } from '@vtrans/db';
import { db } from '@/server/db';
import { envelope, withRoute } from '@/server/route';

// GET /api/azure/tags — every tag on a public document, with its count.
export const GET = withRoute({}, async () => envelope(200, await listTagCounts(db())));
