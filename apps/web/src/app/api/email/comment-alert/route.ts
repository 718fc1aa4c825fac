import { staffRoles } from '@vtrans/contracts/auth';
import { CommentReference } from '@vtrans/contracts/comments';
import { requeueCommentAlert } from '@vtrans/db';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/email/comment-alert {commentId} — staff only: sends a comment's staff alert again,
// through the same queue. Never an open relay: the recipient is always COMMENT_ALERT_TO.
export const POST = withRoute({ roles: staffRoles, body: CommentReference, transaction: true }, async ({ body, db }) => {
  const queued = await requeueCommentAlert(db, body.commentId);
  return queued ? envelope(202, { queued: true }) : envelope(404, null, 'No such comment.');
});
