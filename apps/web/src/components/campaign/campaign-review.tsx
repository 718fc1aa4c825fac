import { virginiaDateTime } from '@vtrans/contracts/dates';
import type { ReactNode } from 'react';
import { decideCampaignReviewAction, submitCampaignForReviewAction } from '@/actions/campaigns';
import { ActionForm } from '@/components/action-form';

type ReviewRow = {
  id: string;
  note: string;
  submitted_at: Date;
  submitter: string | null;
  decision: string | null;
  decision_note: string;
  decided_at: Date | null;
  decider: string | null;
  current: boolean;
};

export type CampaignReviewState = {
  required: boolean;
  cleared: boolean;
  waiting: ReviewRow | null;
  returned: ReviewRow | null;
  reviews: ReviewRow[];
  writers: string[];
  viewerMayDecide: boolean;
};

const who = (email: string | null) => email ?? 'a former user';

/**
 * A campaign's second pair of eyes (issue 63, decision 052): its words submitted, approved or sent
 * back by someone who wrote none of them, and each review of it. `at` is the campaign's id and
 * version as hidden fields; a reviewer decides only once the preview they are asked to read is
 * there. Both forms stay on the page whatever the state, so the answer each
 * gave stays with it (issue 56); their fields show only while they apply.
 */
export function CampaignReview({ review, at, previewReady }: { review: CampaignReviewState; at: ReactNode; previewReady: boolean }) {
  if (!review.required) return null;
  const { waiting, returned } = review;
  const approval = review.reviews.find((row) => row.current && row.decision === 'approved');
  const submittable = !review.cleared && !waiting && !returned;
  return (
    <>
      <h2>Review</h2>
      <p>
        Another editor approves a campaign’s words before it is sent or scheduled; a change to them needs approving again.
        {review.writers.length > 0 && ` Written by ${review.writers.join(', ')}: none of them approves it.`}
      </p>
      {approval && (
        <p>
          These words were approved by {who(approval.decider)} at {virginiaDateTime(approval.decided_at!)}.
        </p>
      )}
      {waiting && (
        <p>
          Submitted for review by {who(waiting.submitter)} at {virginiaDateTime(waiting.submitted_at)}
          {waiting.note ? `, with the note “${waiting.note}”` : ''}: it is waiting for a second pair of eyes.
          {!review.viewerMayDecide && ' You wrote or submitted it: someone else with an editor’s or an administrator’s role decides.'}
        </p>
      )}
      {returned && (
        <p className="field-error">
          Sent back by {who(returned.decider)} at {virginiaDateTime(returned.decided_at!)}: “{returned.decision_note}”. Change the words and save them, then
          submit them again.
        </p>
      )}
      <ActionForm action={submitCampaignForReviewAction}>
        {at}
        {submittable && (
          <>
            <label htmlFor="campaign-review-note">Note for the reviewer (optional)</label>
            <textarea id="campaign-review-note" name="note" rows={2} maxLength={2000} />
            <p>
              <button type="submit" className="button">
                Submit for review
              </button>
            </p>
          </>
        )}
      </ActionForm>
      <ActionForm action={decideCampaignReviewAction}>
        {at}
        {review.viewerMayDecide && !previewReady && <p>The preview of these words is being prepared: read it before deciding, once it shows above.</p>}
        {review.viewerMayDecide && previewReady && (
          <>
            <p>Read the text and the preview above: approve these words as they are, or send them back saying what needs changing.</p>
            <label htmlFor="campaign-decision-note">Note to the editor (needed to send it back)</label>
            <textarea id="campaign-decision-note" name="note" rows={3} maxLength={2000} />
            <p className="button-row">
              <button type="submit" name="decision" value="approved" className="button">
                Approve these words
              </button>
              <button type="submit" name="decision" value="returned" className="button button--outline">
                Send it back
              </button>
            </p>
          </>
        )}
      </ActionForm>
      {review.reviews.length > 0 && (
        <>
          <h3>Reviews of this campaign</h3>
          <ul>
            {review.reviews.map((row) => (
              <li key={row.id}>
                Submitted by {who(row.submitter)} at {virginiaDateTime(row.submitted_at)}
                {row.decision === 'approved' && `; approved by ${who(row.decider)} at ${virginiaDateTime(row.decided_at!)}`}
                {row.decision === 'returned' && `; sent back by ${who(row.decider)} at ${virginiaDateTime(row.decided_at!)}: “${row.decision_note}”`}
                {row.decision === null && '; waiting'}
                {row.current ? ' (the words it has now)' : ' (earlier words)'}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
