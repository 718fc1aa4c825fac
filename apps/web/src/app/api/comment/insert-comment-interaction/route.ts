import { CommentInteraction } from '@vtrans/contracts/comments';
import { likeComment } from '@vtrans/db';
import { clientIp, likeAttempt } from '@/server/auth/rate-limit';
import { likerOf } from '@/server/comments';
import { envelope, withRoute } from '@/server/route';

// POST /api/comment/insert-comment-interaction {commentId} — a like; a second is a no-op.
// One per browser cookie (likerOf) and one per client address (issue 54: fresh cookies from one
// address each added a like; the like keeps a digest of the address key, never the address), and
// 30 a minute per client address (issue 38).
export const POST = withRoute({ body: CommentInteraction, limited: { attempt: likeAttempt, message: 'Too many likes from here just now. Please try again in a minute.' } }, async ({ request, body, signedIn, db }) => {
  const who = await likerOf(await signedIn());
  const likes = await likeComment(db, body.commentId, who.liker, clientIp(request.headers));
  return likes === null ? envelope(404, null, 'No such comment.') : envelope(200, { likes });
});
