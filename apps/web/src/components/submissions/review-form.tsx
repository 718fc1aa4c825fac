'use client';

import { useFormAction } from '@/components/use-form-action';
import { reviewAction } from '@/actions/spatial-data-review';
import { ActionOutcome } from '@/components/action-outcome';
import { ConfirmationPanel, useAskingForm } from '@/components/consequential-form';

const decisions = [
  { status: 'approved', label: 'Approve and publish…', primary: true },
  { status: 'changes_requested', label: 'Request changes…', primary: false },
  { status: 'rejected', label: 'Reject…', primary: false },
] as const;

/**
 * Start the review, or decide it with a note for the submitter (works without JavaScript). A
 * decision is shown first — what is published, who is e-mailed and the e-mail itself — and made
 * by the confirming button (issue 56); the note stays as written while it is asked. It stays on
 * the page after a decision, so the outcome message outlives the page's refresh.
 */
export function ReviewForm({ submissionId, status }: { submissionId: number; status: string }) {
  const [result, formAction, pending] = useFormAction(reviewAction, null);
  const asked = result?.ok === false ? result.values?.status : undefined;
  const asking = useAskingForm(formAction, result, `decide-${asked}`);
  const { confirmation } = asking;
  return (
    <form {...asking.keeping} action={formAction} className="stacked-form" aria-label="Review decision">
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
          <textarea id="review-note" name="note" rows={3} maxLength={2000} readOnly={Boolean(confirmation)} />
          {confirmation && asked ? (
            <ConfirmationPanel confirmation={confirmation} pending={pending} onCancel={asking.cancel} fields={{ status: asked }} />
          ) : (
            <div className="review-buttons">
              {decisions.map((decision) => (
                <button
                  key={decision.status}
                  id={`decide-${decision.status}`}
                  type="submit"
                  name="status"
                  value={decision.status}
                  className={decision.primary ? 'button' : 'button button--outline'}
                  disabled={pending}
                >
                  {decision.label}
                </button>
              ))}
            </div>
          )}
        </>
      )}
      {!confirmation && <ActionOutcome result={result} />}
    </form>
  );
}
