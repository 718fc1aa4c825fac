import { staffRoles } from '@vtrans/contracts/auth';
import { SubmissionId } from '@vtrans/contracts/submissions';
import { rerunSubmission } from '@vtrans/db';
import { z } from 'zod';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/geoprocessor/initialize-job {submissionID} — staff start a failed submission's
// processing again (the status and the queued job together). Jobs of new submissions start by
// themselves; any other state answers 409 with the reason.
export const POST = withRoute({ roles: staffRoles, body: z.object({ submissionID: SubmissionId }), transaction: true }, async ({ body, session, db }) => {
  const outcome = await rerunSubmission(db, body.submissionID, session.user.id);
  if (outcome === 'not-found') return envelope(404, null, 'No such submission.');
  if (outcome !== 'recorded') return envelope(409, { reason: outcome.refused }, outcome.refused);
  return envelope(202, { submissionID: body.submissionID, status: 'processing' });
});
