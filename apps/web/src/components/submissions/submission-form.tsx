'use client';

import { NewSubmissionFields, submissionCategories } from '@vtrans/contracts';
import { knownCoordinateSystems } from '@vtrans/spatial/crs';
import type { FeatureCollection } from 'geojson';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';

const PreviewMap = dynamic(() => import('./preview-map'), { ssr: false, loading: () => <p>Loading the preview map…</p> });

interface PrecheckAnswer {
  fileType: string;
  features: number | null;
  crs: { srid: number; label: string } | null;
  crsNote: string | null;
  srid: number | null;
  preview: FeatureCollection | null;
  previewLimited?: boolean;
}

type Errors = Partial<Record<'title' | 'description' | 'locality' | 'category' | 'srid' | 'file' | 'form', string>>;

const fileTypeNames: Record<string, string> = { geojson: 'GeoJSON', shapefile: 'zipped Shapefile', kml: 'KML', kmz: 'KMZ', csv: 'CSV with coordinates' };

/** Sends a multipart form with the session's csrf token, reporting upload progress (fetch cannot). */
export function sendForm(
  url: string,
  form: FormData,
  csrfToken: string,
  onProgress: (fraction: number) => void,
  method: 'POST' | 'PUT' = 'POST',
) {
  return new Promise<{ status: number; body: { message?: string; data?: Record<string, unknown> & { fields?: Record<string, string> } } }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.setRequestHeader('x-csrf-token', csrfToken);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      try {
        resolve({ status: request.status, body: JSON.parse(request.responseText) });
      } catch {
        resolve({ status: request.status, body: {} });
      }
    };
    request.onerror = () => reject(new Error('network'));
    request.send(form);
  });
}

/**
 * The submission form: choose a file and it is checked at once (type, features, coordinate
 * system, a preview on the map); fix what the check says, then submit with upload progress. The
 * text fields are checked with the same schema the server uses.
 */
export function SubmissionForm({ localities, csrfToken }: { localities: { fips: string; name: string }[]; csrfToken: string }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [answer, setAnswer] = useState<PrecheckAnswer | null>(null);
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function precheck() {
    const form = formRef.current!;
    const file = (form.elements.namedItem('file') as HTMLInputElement).files?.[0];
    setAnswer(null);
    setErrors({});
    if (!file) return;
    setChecking(true);
    const data = new FormData();
    data.set('file', file);
    const srid = (form.elements.namedItem('srid') as HTMLSelectElement | null)?.value;
    if (srid) data.set('srid', srid);
    try {
      const { status, body } = await sendForm('/api/spatial-data/precheck', data, csrfToken, () => {});
      if (status === 200) setAnswer(body.data as unknown as PrecheckAnswer);
      else setErrors({ file: body.data?.fields?.file ?? body.data?.fields?.srid ?? body.message ?? 'The file could not be checked.' });
    } catch {
      setErrors({ file: 'The file could not be sent. Check your connection and try again.' });
    } finally {
      setChecking(false);
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = NewSubmissionFields.safeParse(Object.fromEntries([...data.entries()].filter(([, value]) => typeof value === 'string')));
    const found: Errors = {};
    if (!fields.success) for (const issue of fields.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    if (!(data.get('file') as File | null)?.size) found.file = 'Please choose a file to upload.';
    else if (!answer) found.file = 'Please wait for the file to be checked, or choose it again.';
    else if (!answer.srid && !data.get('srid')) found.srid = answer.crsNote ?? 'Please choose the coordinate system of the data.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setProgress(0);
    try {
      const { status, body } = await sendForm('/api/spatial-data/submission', data, csrfToken, setProgress);
      if (status === 201) {
        router.push(`/interactvtrans/submit/${String(body.data!.submissionID)}`);
        return;
      }
      setProgress(null);
      setErrors({ ...(body.data?.fields ?? {}), form: status === 413 ? body.message : 'Failed to post submission' });
    } catch {
      setProgress(null);
      setErrors({ form: 'Failed to post submission' });
    }
  }

  const errorText = (field: keyof Errors) =>
    errors[field] ? (
      <span id={`submission-${field}-error`} className="field-error">
        {errors[field]}
      </span>
    ) : null;
  const described = (field: keyof Errors) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `submission-${field}-error` } : {});

  return (
    <form ref={formRef} noValidate className="stacked-form submission-form" aria-label="Submit a layer" onSubmit={(event) => void submit(event)}>
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
      <label htmlFor="submission-file">File (GeoJSON, zipped Shapefile, KML or KMZ, or CSV with latitude and longitude; up to 50 MB)</label>
      {errorText('file')}
      <input id="submission-file" name="file" type="file" accept=".geojson,.json,.zip,.kml,.kmz,.csv" onChange={() => void precheck()} {...described('file')} />
      <p role="status" className="precheck-status">
        {checking && 'Checking the file…'}
        {answer &&
          `A ${fileTypeNames[answer.fileType] ?? answer.fileType} with ${answer.features === null ? 'features' : `${answer.features.toLocaleString('en-US')} ${answer.features === 1 ? 'feature' : 'features'}`}.${answer.crs ? ` Coordinate system: ${answer.crs.label}.` : ''}`}
      </p>
      {answer && !answer.crs && (
        <>
          <label htmlFor="submission-srid">Coordinate system of the data</label>
          {errorText('srid')}
          <p className="field-hint">{answer.crsNote}</p>
          <select id="submission-srid" name="srid" defaultValue={answer.srid ?? ''} onChange={() => void precheck()} {...described('srid')}>
            <option value="">Choose a coordinate system</option>
            {knownCoordinateSystems.map((system) => (
              <option key={system.srid} value={system.srid}>
                {system.label} (EPSG:{system.srid})
              </option>
            ))}
          </select>
        </>
      )}
      {answer?.preview && (
        <section aria-labelledby="preview-heading">
          <h2 id="preview-heading">Preview</h2>
          <p>
            Check that your features sit where they should in Virginia{answer.previewLimited ? ' (the first 500 are shown)' : ''}. If they do not, the coordinate
            system is probably wrong.
          </p>
          <PreviewMap preview={answer.preview} label="Preview of the file’s features" />
        </section>
      )}

      <label htmlFor="submission-title">Title</label>
      {errorText('title')}
      <input id="submission-title" name="title" maxLength={200} {...described('title')} />
      <label htmlFor="submission-description">Description (optional)</label>
      {errorText('description')}
      <textarea id="submission-description" name="description" rows={3} maxLength={4000} {...described('description')} />
      <label htmlFor="submission-locality">Locality</label>
      {errorText('locality')}
      <select id="submission-locality" name="locality" defaultValue={localities.length === 1 ? localities[0]!.fips : ''} {...described('locality')}>
        {localities.length > 1 && <option value="">Choose a locality</option>}
        {localities.map((locality) => (
          <option key={locality.fips} value={locality.fips}>
            {locality.name}
          </option>
        ))}
      </select>
      <label htmlFor="submission-category">Category</label>
      {errorText('category')}
      <select id="submission-category" name="category" defaultValue="" {...described('category')}>
        <option value="">Choose a category</option>
        {submissionCategories.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </select>
      {progress !== null && (
        <div className="upload-progress">
          <label htmlFor="submission-progress">Uploading</label>
          <progress id="submission-progress" max={1} value={progress}>
            {Math.round(progress * 100)}%
          </progress>
        </div>
      )}
      <button type="submit" className="button" disabled={checking || progress !== null}>
        Submit the layer
      </button>
    </form>
  );
}
