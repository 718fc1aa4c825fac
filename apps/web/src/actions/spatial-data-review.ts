'use server';

import { staffRoles } from '@vtrans/contracts/auth';
import { AppError } from '@vtrans/contracts/errors';
import { reviewOutcomes, SubmissionId } from '@vtrans/contracts/submissions';
import { recordSubmissionStatus, rerunSubmission, type StatusChange } from '@vtrans/db';
import { z } from 'zod';
import { formAction } from '@/server/action';

/** A status change that was not recorded, as the error to show. */
function unlessRecorded(outcome: StatusChange): void {
  if (outcome === 'not-found') throw new AppError('not-found', 'No such submission.');
  if (outcome !== 'recorded') throw new AppError('conflict', outcome.refused);
}

/** Staff: run a failed submission's processing again. */
export const rerunAction = formAction(
  { roles: staffRoles, schema: z.object({ submissionID: SubmissionId }), revalidate: ['/admin/spatial-data/intake'] },
  async ({ submissionID }, { session, db }) => unlessRecorded(await rerunSubmission(db, submissionID, session.user.id)),
);

const ReviewDecision = z.object({
  submissionID: SubmissionId,
  status: z.enum(['in_review', ...reviewOutcomes], { error: 'Please choose a decision.' }),
  note: z.string().trim().max(2000, 'Please keep the note under 2,000 characters.').default(''),
});

/** Staff: start the review, or approve, request changes or reject, with a note. The state machine decides what is allowed. */
export const reviewAction = formAction({ roles: staffRoles, schema: ReviewDecision, revalidate: ['/admin/spatial-data/review'] }, async (decision, { session, db }) => {
  unlessRecorded(
    await recordSubmissionStatus(db, { submissionId: decision.submissionID, to: decision.status, actor: 'staff', actorUserId: session.user.id, note: decision.note }),
  );
  return { message: decision.status === 'in_review' ? 'Review started.' : 'Decision saved; the submitter is told by e-mail.' };
});
