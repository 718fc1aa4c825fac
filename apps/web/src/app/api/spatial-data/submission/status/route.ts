import { staffRoles } from '@vtrans/contracts/auth';
import { StatusChangeRequest } from '@vtrans/contracts/submissions';
import { recordSubmissionStatus } from '@vtrans/db';
import { envelope, withRoute } from '@/server/route';

// POST /api/spatial-data/submission/status {submissionID, status, note} — staff move a submission
// (into review, re-run a failed one, approve, request changes, reject). The state machine in
// packages/contracts decides; an illegal move answers 409 with the reason and changes nothing.
export const POST = withRoute({ roles: staffRoles, body: StatusChangeRequest, transaction: true }, async ({ body, session, db }) => {
  const outcome = await recordSubmissionStatus(db, { submissionId: body.submissionID, to: body.status, actor: 'staff', actorUserId: session.user.id, note: body.note });
  if (outcome === 'not-found') return envelope(404, null, 'No such submission.');
  if (outcome !== 'recorded') return envelope(409, { reason: outcome.refused }, outcome.refused);
  return envelope(201, { submissionID: body.submissionID, status: body.status });
});

// PUT /api/spatial-data/submission/status — the same move as POST. History is append-only, so
// "updating" a submission's status appends a record too; nothing recorded is ever changed.
export const PUT = POST;
