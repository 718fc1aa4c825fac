import { CommentInteraction } from '@vtrans/contracts';
import { likeComment } from '@vtrans/db';
import { likerOf } from '@/server/comments';
import { db } from '@/server/db';
import { envelope, parseJsonBody, withRoute } from '@/server/route';

// POST /api/comment/insert-comment-interaction {commentId, browserId?} — a like; a second is a no-op.
export const POST = withRoute({}, async ({ request, session }) => {
  const body = await parseJsonBody(request, CommentInteraction);
  const who = likerOf(await session(), body.data.browserId);
  const likes = await likeComment(db(), body.data.commentId, who.liker);
  return likes === null ? envelope(404, null, 'No such comment.') : envelope(200, { likes });
});
