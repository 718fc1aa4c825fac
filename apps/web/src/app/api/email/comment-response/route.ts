import { staffRoles } from '@vtrans/contracts/auth';
import { CommentReference } from '@vtrans/contracts/comments';
import { requeueCommentResponse } from '@vtrans/db';
import { auditStaffApiAct } from '@/server/http/consequence';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/email/comment-response {commentId} — staff only: sends the staff response to the
// commenter again. The recipient is always the commenter's own address. Audited as the forms'
// confirmation step audits (decision 037: the spec's staff API acts without one).
export const POST = withRoute({ roles: staffRoles, body: CommentReference, transaction: true }, async ({ body, session, db }) => {
  const queued = await requeueCommentResponse(db, body.commentId);
  if (!queued) return envelope(409, null, 'This comment has no response or no address to send it to.');
  const summary = 'The response was e-mailed to the commenter again (1 person).';
  await auditStaffApiAct(db, session, { action: 'comment.resend-response', subject: `comment:${body.commentId}`, summary, details: { recipients: 1 } });
  return envelope(202, { queued: true });
});
