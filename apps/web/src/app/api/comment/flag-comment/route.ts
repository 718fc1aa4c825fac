import { CommentFlag } from '@vtrans/contracts';
import { flagComment } from '@vtrans/db';
import { commentAttempt, refuseOverLimit } from '@/server/auth/rate-limit';
import { likerOf } from '@/server/comments';
import { db } from '@/server/db';
import { envelope, parseJsonBody, withRoute } from '@/server/route';

// POST /api/comment/flag-comment {commentId, browserId?, reason} — asks staff to look at a comment.
// One flag per person; it counts against the same per-client limit as posting comments.
export const POST = withRoute({}, async ({ request, session }) => {
  // Flags count against the same per-client limit as posting comments.
  await refuseOverLimit(commentAttempt(request), 'Too many requests from here. Please wait a few minutes.');
  const body = await parseJsonBody(request, CommentFlag);
  const who = likerOf(await session(), body.data.browserId);
  const flagged = await flagComment(db(), body.data.commentId, who.liker, body.data.reason);
  return flagged ? envelope(200, { flagged: true }) : envelope(404, null, 'No such comment.');
});
