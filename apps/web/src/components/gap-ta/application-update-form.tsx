'use client';

import { gapTaApplicationStatuses } from '@vtrans/contracts';
import { useActionState } from 'react';
import { type ApplicationUpdateResult, updateApplicationAction } from '@/app/admin/gap-ta/actions';

/** Staff set an application's status, with a note for the program's records. */
export function ApplicationUpdateForm({ id, status, staffNote }: { id: number; status: string; staffNote: string }) {
  const [result, formAction, pending] = useActionState<ApplicationUpdateResult, FormData>(updateApplicationAction, null);
  return (
    <form action={formAction} className="stacked-form" aria-label="Update the application">
      {result && (
        <p className={result.ok ? 'form-status form-status--success' : 'field-error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      )}
      <input type="hidden" name="id" value={id} />
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
