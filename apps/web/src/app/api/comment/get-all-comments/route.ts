import { listPublicComments } from '@vtrans/db';
import { db } from '@/server/db';
import { envelope, withRoute } from '@/server/route';

// GET /api/comment/get-all-comments — every visible comment, newest first (no e-mail addresses).
export const GET = withRoute({}, async () => envelope(200, await listPublicComments(db())));
