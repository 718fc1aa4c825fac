import { CommentInteraction } from '@vtrans/contracts/comments';
import { likeComment } from '@vtrans/db';
import { likerOf } from '@/server/comments';
import { envelope, withRoute } from '@/server/route';

// POST /api/comment/insert-comment-interaction {commentId, browserId?} — a like; a second is a no-op.
export const POST = withRoute({ body: CommentInteraction }, async ({ body, signedIn, db }) => {
  const who = likerOf(await signedIn(), body.browserId);
  const likes = await likeComment(db, body.commentId, who.liker);
  return likes === null ? envelope(404, null, 'No such comment.') : envelope(200, { likes });
});
