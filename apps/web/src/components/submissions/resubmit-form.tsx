'use client';

import { knownCoordinateSystems } from '@vtrans/spatial/crs';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { sendForm } from './submission-form';

/** After staff asked for changes: the submitter sends a new file, a new version of the same submission. */
export function ResubmitForm({ submissionId, csrfToken }: { submissionId: number; csrfToken: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set('submissionID', String(submissionId));
    if (!data.get('srid')) data.delete('srid');
    if (!(data.get('file') as File | null)?.size) {
      setError('Please choose a file to upload.');
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const { status, body } = await sendForm('/api/spatial-data/submission', data, csrfToken, setProgress, 'PUT');
      setProgress(null);
      if (status === 201) {
        router.refresh();
        return;
      }
      setError(body.data?.fields?.file ?? body.data?.fields?.srid ?? body.message ?? 'Failed to update submission');
    } catch {
      setProgress(null);
      setError('Failed to update submission');
    }
  }

  return (
    <form noValidate className="stacked-form" aria-label="Send a new version" onSubmit={(event) => void submit(event)}>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <label htmlFor="resubmit-file">New file</label>
      <input id="resubmit-file" name="file" type="file" accept=".geojson,.json,.zip,.kml,.kmz,.csv" />
      <label htmlFor="resubmit-srid">Coordinate system (only if the file does not say; Shapefiles without a .prj)</label>
      <select id="resubmit-srid" name="srid" defaultValue="">
        <option value="">As the file says</option>
        {knownCoordinateSystems.map((system) => (
          <option key={system.srid} value={system.srid}>
            {system.label} (EPSG:{system.srid})
          </option>
        ))}
      </select>
      {progress !== null && (
        <progress max={1} value={progress} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      )}
      <button type="submit" className="button" disabled={progress !== null}>
        Send the new version
      </button>
    </form>
  );
}
