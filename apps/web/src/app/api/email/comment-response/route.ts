import { staffRoles } from '@vtrans/contracts/auth';
import { CommentReference } from '@vtrans/contracts/comments';
import { requeueCommentResponse } from '@vtrans/db';
import { envelope, withRoute } from '@/server/route';

// POST /api/email/comment-response {commentId} — staff only: sends the staff response to the
// commenter again. The recipient is always the commenter's own address.
export const POST = withRoute({ roles: staffRoles, body: CommentReference, transaction: true }, async ({ body, db }) => {
  const queued = await requeueCommentResponse(db, body.commentId);
  return queued ? envelope(202, { queued: true }) : envelope(409, null, 'This comment has no response or no address to send it to.');
});
