import { CommentResponseUpdate, staffRoles } from '@vtrans/contracts';
import { respondToComment } from '@vtrans/db';
import { db } from '@/server/db';
import { envelope, parseJsonBody, withRoute } from '@/server/route';

// POST /api/comment/update-comment-response-and-category {id, response, category} — staff only;
// a new response is e-mailed to the commenter (if they left an address) through the outbox.
export const POST = withRoute({ roles: staffRoles }, async ({ request, session }) => {
  const body = await parseJsonBody(request, CommentResponseUpdate);
  const staffUserId = (await session())!.user.id;
  const outcome = await db()
    .transaction()
    .execute((trx) => respondToComment(trx, { ...body.data, staffUserId }));
  return outcome ? envelope(200, { id: body.data.id }) : envelope(404, null, 'No such comment.');
});
