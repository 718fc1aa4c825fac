import { staffRoles } from '@vtrans/contracts/auth';
import { CommentResponseUpdate } from '@vtrans/contracts/comments';
import { respondToComment } from '@vtrans/db';
import { envelope, withRoute } from '@/server/route';

// POST /api/comment/update-comment-response-and-category {id, response, category} — staff only;
// a new response is e-mailed to the commenter (if they left an address) through the outbox.
export const POST = withRoute({ roles: staffRoles, body: CommentResponseUpdate, transaction: true }, async ({ body, session, db }) => {
  const outcome = await respondToComment(db, { ...body, staffUserId: session.user.id });
  return outcome ? envelope(200, { id: body.id }) : envelope(404, null, 'No such comment.');
});
