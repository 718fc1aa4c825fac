import { CommentReference, staffRoles } from '@vtrans/contracts';
import { requeueCommentResponse } from '@vtrans/db';
import { db } from '@/server/db';
import { envelope, parseJsonBody, withRoute } from '@/server/route';

// POST /api/email/comment-response {commentId} — staff only: sends the staff response to the
// commenter again. The recipient is always the commenter's own address.
export const POST = withRoute({ roles: staffRoles }, async ({ request }) => {
  const body = await parseJsonBody(request, CommentReference);
  const queued = await db()
    .transaction()
    .execute((trx) => requeueCommentResponse(trx, body.data.commentId));
  return queued ? envelope(202, { queued: true }) : envelope(409, null, 'This comment has no response or no address to send it to.');
});
