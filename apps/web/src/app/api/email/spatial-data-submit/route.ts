import { staffRoles, SubmissionId } from '@vtrans/contracts';
import { requeueSubmittedNotice } from '@vtrans/db';
import { z } from 'zod';
import { db } from '@/server/db';
import { envelope, parseJsonBody, withRoute } from '@/server/route';

// POST /api/email/spatial-data-submit {submissionID} — staff only: sends staff's notice of the
// submission's latest version again, through the same queue. The recipient is always
// SPATIAL_DATA_ALERT_TO: never an open relay.
export const POST = withRoute({ roles: staffRoles }, async ({ request }) => {
  const body = await parseJsonBody(request, z.object({ submissionID: SubmissionId }));
  const queued = await db()
    .transaction()
    .execute((trx) => requeueSubmittedNotice(trx, body.data.submissionID));
  return queued ? envelope(202, { queued: true }) : envelope(404, null, 'No such submission.');
});
