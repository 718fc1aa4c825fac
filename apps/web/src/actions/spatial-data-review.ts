'use server';

import { staffRoles } from '@vtrans/contracts/auth';
import { AppError } from '@vtrans/contracts/errors';
import { reviewOutcomes, SubmissionId } from '@vtrans/contracts/submissions';
import { noticeText } from '@vtrans/contracts/notice-words';
import { submissionOutcomeWords } from '@vtrans/contracts/submission-outcome';
import { moveSubmissionAndPublishIfApproved, rerunSubmission, reviewDecisionReach, type StatusChange, submissionChangeAllowed } from '@vtrans/db';
import { plural } from '@vtrans/spatial/words';
import { z } from 'zod';
import { webEnv } from '@/env';
import { formAction } from '@/server/http/action';
import { alertFollowersEffect } from '@/server/http/consequence';

/** Why a status change cannot be made, as the error to show. */
const refusal = (outcome: Exclude<StatusChange, 'recorded'>) =>
  outcome === 'not-found' ? new AppError('not-found', 'No such submission.') : new AppError('conflict', outcome.refused);

/** A status change that was not recorded, as the error to show. */
function unlessRecorded(outcome: StatusChange): void {
  if (outcome !== 'recorded') throw refusal(outcome);
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

/**
 * Staff: start the review, or approve, request changes or reject, with a note. The state machine
 * decides what is allowed. A decision publishes the layer (approval) and e-mails the submitter,
 * so it is shown first — the features published, the followers alerted, the e-mail as it will be
 * sent (issue 56); starting the review changes nothing outside the office.
 */
export const reviewAction = formAction(
  {
    roles: staffRoles,
    schema: ReviewDecision,
    // Which decision asked, so its confirmation is made by the same decision.
    echo: ['note', 'status'],
    revalidate: ['/admin/spatial-data/review'],
    consequence: {
      kind: 'publishes',
      audit: 'submission.decide',
      async describe(decision, { db }) {
        if (decision.status === 'in_review') return null;
        const allowed = await submissionChangeAllowed(db, { submissionId: decision.submissionID, to: decision.status, actor: 'staff', note: decision.note });
        if (allowed === 'not-found' || 'refused' in allowed) throw refusal(allowed);
        const reach = await reviewDecisionReach(db, decision.submissionID);
        if (!reach) throw refusal('not-found');
        const words = submissionOutcomeWords({ submissionId: reach.id, title: reach.title, status: decision.status, note: decision.note }, webEnv().SITE_URL)!;
        const email = { recipients: 1, subject: words.subject, text: noticeText(words) };
        const version = `version ${reach.version}`;
        if (decision.status === 'approved') {
          return {
            subject: `submission:${reach.id}`,
            summary: `“${reach.title}” (${version}, ${plural(reach.features, 'feature')} from ${reach.locality}) will be published at once: in the Map Explorer, the feature API and its downloads. The submitter (${reach.submitter}) is e-mailed.`,
            effects: [
              reach.published > 0
                ? `It replaces the ${plural(reach.published, 'feature')} the layer shows now.`
                : 'The layer is new: nothing of it is public yet.',
              await alertFollowersEffect(db, [reach.fips], 'layers'),
            ],
            email,
            confirmLabel: 'Yes, publish it and e-mail the submitter',
          };
        }
        return {
          subject: `submission:${reach.id}`,
          summary: `${decision.status === 'rejected' ? 'Rejecting' : 'Asking for changes to'} “${reach.title}” (${version}) e-mails the submitter (${reach.submitter}) your note. Nothing is published.`,
          effects: [reach.published > 0 ? `The layer stays as published now (${plural(reach.published, 'feature')}).` : 'Nothing of the layer is public.'],
          email,
          confirmLabel: decision.status === 'rejected' ? 'Yes, reject it and e-mail the submitter' : 'Yes, ask for changes and e-mail the submitter',
        };
      },
    },
  },
  async (decision, { session, db }) => {
    unlessRecorded(
      await moveSubmissionAndPublishIfApproved(db, {
        submissionId: decision.submissionID,
        to: decision.status,
        actor: 'staff',
        actorUserId: session.user.id,
        note: decision.note,
      }),
    );
    return { message: decision.status === 'in_review' ? 'Review started.' : 'Decision saved; the submitter is told by e-mail.' };
  },
);
