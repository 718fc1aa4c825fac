import { staffRoles, SubmissionId } from '@vtrans/contracts';
import { requeueCurrentStatusNotice } from '@vtrans/db';
import { z } from 'zod';
import { db } from '@/server/db';
import { envelope, parseJsonBody, withRoute } from '@/server/route';

// POST /api/email/spatial-data-create {submissionID} — staff only: tells the submitter again where
// their submission stands (processed, failed, or a review outcome), through the same queue. The
// recipient is always the submitter's own address.
export const POST = withRoute({ roles: staffRoles }, async ({ request }) => {
  const body = await parseJsonBody(request, z.object({ submissionID: SubmissionId }));
  const queued = await db()
    .transaction()
    .execute((trx) => requeueCurrentStatusNotice(trx, body.data.submissionID));
  return queued ? envelope(202, { queued: true }) : envelope(404, null, 'No submission with news for its submitter.');
});
