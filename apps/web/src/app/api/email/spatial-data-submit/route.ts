import { staffRoles } from '@vtrans/contracts/auth';
import { SubmissionId } from '@vtrans/contracts/submissions';
import { requeueSubmittedNotice } from '@vtrans/db';
import { z } from 'zod';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/email/spatial-data-submit {submissionID} — staff only: sends staff's notice of the
// submission's latest version again, through the same queue. The recipient is always
// SPATIAL_DATA_ALERT_TO: never an open relay.
export const POST = withRoute({ roles: staffRoles, body: z.object({ submissionID: SubmissionId }), transaction: true }, async ({ body, db }) => {
  const queued = await requeueSubmittedNotice(db, body.submissionID);
  return queued ? envelope(202, { queued: true }) : envelope(404, null, 'No such submission.');
});
