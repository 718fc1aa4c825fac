import { CommentFlag } from '@vtrans/contracts/comments';
import { flagComment } from '@vtrans/db';
import { commentAttempt } from '@/server/auth/rate-limit';
import { likerOf } from '@/server/domain/comments';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/comment/flag-comment {commentId, reason} — asks staff to look at a comment.
// One flag per person; it counts against the same per-client limit as posting comments.
export const POST = withRoute(
  { limited: { attempt: commentAttempt, message: 'Too many requests from here. Please wait a few minutes.' }, body: CommentFlag },
  async ({ body, signedIn, db }) => {
    const who = await likerOf(await signedIn());
    const flagged = await flagComment(db, body.commentId, who.liker, body.reason);
    return flagged ? envelope(200, { flagged: true }) : envelope(404, null, 'No such comment.');
  },
);
