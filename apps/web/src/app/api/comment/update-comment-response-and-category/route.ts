import { staffRoles } from '@vtrans/contracts/auth';
import { CommentResponseUpdate } from '@vtrans/contracts/comments';
import { commentFirstWords } from '@vtrans/contracts/comments';
import { respondToComment } from '@vtrans/db';
import { auditStaffApiAct } from '@/server/http/consequence';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/comment/update-comment-response-and-category {id, response, category} — staff only;
// a new response is e-mailed to the commenter (if they left an address) through the outbox. The
// spec's staff API: a program calling it has no one to show a confirmation to, so it acts at once
// and writes the audit entry the form's confirmation step writes (decision 037).
export const POST = withRoute({ roles: staffRoles, body: CommentResponseUpdate, transaction: true }, async ({ body, session, db }) => {
  const outcome = await respondToComment(db, { ...body, staffUserId: session.user.id });
  if (!outcome) return envelope(404, null, 'No such comment.');
  if (outcome.emailed) {
    const summary = `The response to ${commentFirstWords(outcome.text)} was saved and e-mailed to the commenter (1 person).`;
    await auditStaffApiAct(db, session, { action: 'comment.respond', subject: `comment:${body.id}`, summary, details: { recipients: 1 } });
  }
  return envelope(200, { id: body.id });
});
