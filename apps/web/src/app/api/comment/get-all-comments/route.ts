import { CommentFilters } from '@vtrans/contracts/comments';
import { listPublicComments } from '@vtrans/db';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/comment/get-all-comments[?category&locality&answered] — every visible comment, newest
// first (no e-mail addresses), optionally filtered as on the comments list.
export const GET = withRoute({ query: CommentFilters }, async ({ query, db }) => envelope(200, await listPublicComments(db, query)));
