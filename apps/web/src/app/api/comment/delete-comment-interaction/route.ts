import { CommentInteraction } from '@vtrans/contracts/comments';
import { unlikeComment } from '@vtrans/db';
import { likerOf } from '@/server/domain/comments';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/comment/delete-comment-interaction {commentId} — takes back one's own like only.
export const POST = withRoute({ body: CommentInteraction }, async ({ body, signedIn, db }) => {
  const who = await likerOf(await signedIn());
  return envelope(200, { likes: await unlikeComment(db, body.commentId, who.liker) });
});
