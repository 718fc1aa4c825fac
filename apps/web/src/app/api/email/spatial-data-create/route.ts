import { staffRoles } from '@vtrans/contracts/auth';
import { SubmissionId } from '@vtrans/contracts/submissions';
import { requeueCurrentStatusNotice } from '@vtrans/db';
import { z } from 'zod';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/email/spatial-data-create {submissionID} — staff only: tells the submitter again where
// their submission stands (processed, failed, or a review outcome), through the same queue. The
// recipient is always the submitter's own address.
export const POST = withRoute({ roles: staffRoles, body: z.object({ submissionID: SubmissionId }), transaction: true }, async ({ body, db }) => {
  const queued = await requeueCurrentStatusNotice(db, body.submissionID);
  return queued ? envelope(202, { queued: true }) : envelope(404, null, 'No submission with news for its submitter.');
});
