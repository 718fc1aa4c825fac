import { CommentInteraction } from '@vtrans/contracts';
import { unlikeComment } from '@vtrans/db';
import { likerOf } from '@/server/comments';
import { db } from '@/server/db';
import { envelope, parseJsonBody, withRoute } from '@/server/route';

// POST /api/comment/delete-comment-interaction {commentId, browserId?} — takes back one's own like only.
export const POST = withRoute({}, async ({ request, session }) => {
  const body = await parseJsonBody(request, CommentInteraction);
  const who = likerOf(await session(), body.data.browserId);
  return envelope(200, { likes: await unlikeComment(db(), body.data.commentId, who.liker) });
});
