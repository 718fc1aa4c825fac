import { CommentInteraction } from '@vtrans/contracts/comments';
import { likeComment } from '@vtrans/db';
import { clientIp, likeAttempt } from '@/server/auth/rate-limit';
import { likerOf } from '@/server/domain/comments';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/comment/insert-comment-interaction {commentId} — a like; a second is a no-op. Answers
// the count and whether this browser's like is among them (`liked`: false when another browser at
// the same address liked the comment first).
// One per browser cookie (likerOf) and one per client address (issue 54: fresh cookies from one
// address each added a like; the like keeps a digest of the address key, not the address in clear), and
// 30 a minute per client address (issue 38).
export const POST = withRoute(
  { body: CommentInteraction, limited: { attempt: likeAttempt, message: 'Too many likes from here just now. Please try again in a minute.' } },
  async ({ request, body, signedIn, db }) => {
    const who = await likerOf(await signedIn());
    const outcome = await likeComment(db, body.commentId, who.liker, clientIp(request.headers));
    return outcome === null ? envelope(404, null, 'No such comment.') : envelope(200, outcome);
  },
);
