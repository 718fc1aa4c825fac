import { staffRoles, SubmissionId } from '@vtrans/contracts';
import { rerunSubmission } from '@vtrans/db';
import { z } from 'zod';
import { db } from '@/server/db';
import { envelope, parseJsonBody, withRoute } from '@/server/route';

// POST /api/geoprocessor/initialize-job {submissionID} — staff start a failed submission's
// processing again (the status and the queued job together). Jobs of new submissions start by
// themselves; any other state answers 409 with the reason.
export const POST = withRoute({ roles: staffRoles }, async ({ request, session }) => {
  const body = await parseJsonBody(request, z.object({ submissionID: SubmissionId }));
  const staff = (await session())!.user;
  const outcome = await db()
    .transaction()
    .execute((trx) => rerunSubmission(trx, body.data.submissionID, staff.id));
  if (outcome === 'not-found') return envelope(404, null, 'No such submission.');
  if (outcome !== 'recorded') return envelope(409, { reason: outcome.refused }, outcome.refused);
  return envelope(202, { submissionID: body.data.submissionID, status: 'processing' });
});
