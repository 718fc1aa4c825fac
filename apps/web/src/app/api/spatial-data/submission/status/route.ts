import { staffRoles } from '@vtrans/contracts/auth';
import { reviewOutcomes, StatusChangeRequest } from '@vtrans/contracts/submissions';
import { moveSubmissionAndPublishIfApproved } from '@vtrans/db';
import { auditStaffApiAct } from '@/server/http/consequence';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/spatial-data/submission/status {submissionID, status, note} — staff move a submission
// (into review, re-run a failed one, approve, request changes, reject). The state machine in
// packages/contracts decides; an illegal move answers 409 with the reason and changes nothing.
export const POST = withRoute({ roles: staffRoles, body: StatusChangeRequest, transaction: true }, async ({ body, session, db }) => {
  const outcome = await moveSubmissionAndPublishIfApproved(db, {
    submissionId: body.submissionID,
    to: body.status,
    actor: 'staff',
    actorUserId: session.user.id,
    note: body.note,
  });
  if (outcome === 'not-found') return envelope(404, null, 'No such submission.');
  if (outcome !== 'recorded') return envelope(409, { reason: outcome.refused }, outcome.refused);
  // A decision publishes (approval) and e-mails the submitter: audited as the review form's
  // confirmation step audits it (decision 037: the spec's staff API acts without one).
  if ((reviewOutcomes as readonly string[]).includes(body.status)) {
    const summary = `Submission ${body.submissionID} was ${body.status === 'approved' ? 'approved and published' : body.status === 'rejected' ? 'rejected' : 'sent back for changes'}, and its submitter e-mailed.`;
    await auditStaffApiAct(db, session, {
      action: 'submission.decide',
      subject: `submission:${body.submissionID}`,
      summary,
      details: { note: body.note ?? '' },
    });
  }
  return envelope(201, { submissionID: body.submissionID, status: body.status });
});

// PUT /api/spatial-data/submission/status — the same move as POST. History is append-only, so
// "updating" a submission's status appends a record too; nothing recorded is ever changed.
export const PUT = POST;
