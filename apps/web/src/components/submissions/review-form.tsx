'use client';

import { useFormAction } from '@/components/use-form-action';
import { reviewAction } from '@/actions/spatial-data-review';
import { ActionOutcome } from '@/components/action-outcome';

/**
 * Start the review, or decide it with a note for the submitter (works without JavaScript). It
 * stays on the page after a decision, so the outcome message outlives the page's refresh.
 */
export function ReviewForm({ submissionId, status }: { submissionId: number; status: string }) {
  const [result, formAction, pending] = useFormAction(reviewAction, null);
  return (
    <form action={formAction} className="stacked-form" aria-label="Review decision">
      <input type="hidden" name="submissionID" value={submissionId} />
      {status !== 'processed' && status !== 'in_review' ? (
        <p>No decision is open for this submission.</p>
      ) : status === 'processed' ? (
        <button type="submit" name="status" value="in_review" className="button" disabled={pending}>
          Start the review
        </button>
      ) : (
        <>
          <label htmlFor="review-note">Note to the submitter</label>
          <textarea id="review-note" name="note" rows={3} maxLength={2000} />
          <div className="review-buttons">
            <button type="submit" name="status" value="approved" className="button" disabled={pending}>
              Approve and publish
            </button>
            <button type="submit" name="status" value="changes_requested" className="button button--outline" disabled={pending}>
              Request changes
            </button>
            <button type="submit" name="status" value="rejected" className="button button--outline" disabled={pending}>
              Reject
            </button>
          </div>
        </>
      )}
      <ActionOutcome result={result} />
    </form>
  );
}
