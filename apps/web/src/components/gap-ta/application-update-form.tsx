'use client';

import { useFormAction } from '@/components/use-form-action';
import { decisionAsShown, gapTaApplicationStatuses } from '@vtrans/contracts/gap-ta';

import { updateApplicationAction } from '@/actions/gap-ta-review';
import { ActionOutcome } from '@/components/action-outcome';

/**
 * Staff set an application's status, with a note for the program's records; the decision as drawn
 * goes with it, so a save over a colleague's later one is refused (issue 56).
 */
export function ApplicationUpdateForm({ id, status, staffNote }: { id: number; status: string; staffNote: string }) {
  const [result, formAction, pending] = useFormAction(updateApplicationAction, null);
  return (
    <form action={formAction} className="stacked-form" aria-label="Update the application">
      <ActionOutcome result={result} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="readAs" value={decisionAsShown({ status, staff_note: staffNote })} />
      <label htmlFor="application-status">Status</label>
      <select key={status} id="application-status" name="status" defaultValue={status}>
        {gapTaApplicationStatuses.map((candidate) => (
          <option key={candidate} value={candidate}>
            {candidate}
          </option>
        ))}
      </select>
      <label htmlFor="application-note">Staff note</label>
      <textarea key={staffNote} id="application-note" name="staffNote" rows={4} defaultValue={staffNote} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
