'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { blockingProblem, type PrecheckAnswer, sendForm, UploadField, UploadProgress } from './upload-field';

/**
 * After staff asked for changes, or when processing failed: the submitter sends a corrected file,
 * checked as on the submit page, as a new version of the same submission.
 */
export function ResubmitForm({ submissionId, csrfToken }: { submissionId: number; csrfToken: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | undefined>();
  const [noteError, setNoteError] = useState<string | undefined>();
  const [answer, setAnswer] = useState<PrecheckAnswer | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set('submissionID', String(submissionId));
    data.delete('crs-search');
    if (!data.get('srid')) data.delete('srid');
    if (!(data.get('file') as File | null)?.size) return setError('Please choose a file to upload.');
    if (!answer) return setError(error ?? 'Please wait for the file to be checked, or choose it again.');
    if (blockingProblem(answer)) return setError(blockingProblem(answer)!);
    setError(undefined);
    setNoteError(undefined);
    setProgress(0);
    try {
      const { status, body } = await sendForm('/api/spatial-data/submission', data, csrfToken, setProgress, 'PUT');
      setProgress(null);
      if (status === 201) {
        router.refresh();
        return;
      }
      // A refused note is said at the note, the rest at the file.
      if (body.data?.fields?.note) return setNoteError(body.data.fields.note);
      setError(body.data?.fields?.file ?? body.data?.fields?.srid ?? body.data?.fields?.layer ?? body.message ?? 'Failed to update submission');
    } catch {
      setProgress(null);
      setError('Failed to update submission');
    }
  }

  return (
    <form noValidate className="stacked-form submission-form" aria-label="Send a new version" onSubmit={(event) => void submit(event)}>
      <UploadField
        id="resubmit-file"
        csrfToken={csrfToken}
        error={error}
        onAnswer={(found, problem) => {
          setAnswer(found);
          setError(problem);
        }}
      />
      <label htmlFor="resubmit-note">What changed in this version (optional, for the reviewer)</label>
      <textarea
        id="resubmit-note"
        name="note"
        rows={4}
        maxLength={2000}
        aria-invalid={noteError ? true : undefined}
        aria-describedby={noteError ? 'resubmit-note-error resubmit-note-hint' : 'resubmit-note-hint'}
      />
      {noteError && (
        <p id="resubmit-note-error" className="field-error">
          {noteError}
        </p>
      )}
      <p id="resubmit-note-hint" className="field-hint">
        For example, what you did about staff’s note. It is kept with the version, and staff see it when they review it.
      </p>
      {progress !== null && <UploadProgress id="resubmit-progress" progress={progress} />}
      <button type="submit" className="button" disabled={progress !== null}>
        Send the new version
      </button>
    </form>
  );
}
