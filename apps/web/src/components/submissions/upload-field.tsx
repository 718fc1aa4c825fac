'use client';

import { acceptedSubmissionFormats, type SubmissionFileType, submissionFileTypeNames } from '@vtrans/contracts/submissions';
import { virginiaCoordinateSystems } from '@vtrans/spatial/crs';
import { plural } from '@vtrans/spatial/words';
import type { FeatureCollection } from 'geojson';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';

const PreviewMap = dynamic(() => import('./preview-map'), { ssr: false, loading: () => <p>Loading the preview map…</p> });

export interface PrecheckAnswer {
  fileType: string;
  layers: { name: string; geometryType: string; features: number }[];
  layer: string | null;
  features: number | null;
  crs: { srid: number | null; label: string; fromFile: boolean; assumed: boolean } | null;
  crsNote: string | null;
  srid: number | null;
  heights: boolean;
  measures: boolean;
  location: { level: 'ok' | 'warning' | 'error'; message: string }[];
  preview: FeatureCollection | null;
  previewLimited?: boolean;
}

type Reply = { status: number; body: { message?: string; data?: Record<string, unknown> & { fields?: Record<string, string> } } };

/** Sends a multipart form with the session's csrf token, reporting upload progress (fetch cannot). */
export function sendForm(url: string, form: FormData, csrfToken: string, onProgress: (fraction: number) => void, method: 'POST' | 'PUT' = 'POST') {
  return new Promise<Reply>((resolve, reject) => {
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

function summary(answer: PrecheckAnswer): string {
  const what = submissionFileTypeNames[answer.fileType as SubmissionFileType] ?? answer.fileType;
  if (!answer.layer) return `A ${what} with ${plural(answer.layers.length, 'layer')}. Choose the layer to submit.`;
  const chosen = answer.layers.find((layer) => layer.name === answer.layer);
  const parts = [
    `A ${what} with ${answer.features === null ? 'features' : plural(answer.features, 'feature')}${chosen && answer.layers.length > 1 ? ` in the layer “${chosen.name}”` : ''}.`,
  ];
  if (answer.crs) parts.push(`Coordinate system: ${answer.crs.label}${answer.crs.fromFile ? ', as the file says' : answer.crs.assumed ? ' (assumed)' : ''}.`);
  if (answer.heights) parts.push('It has heights (Z); the map stores positions in 2D.');
  if (answer.measures) parts.push('Its measures (M) are not stored.');
  return parts.join(' ');
}

/** Why a checked file cannot be sent yet (a layer or coordinate system to choose, features outside Virginia), or null. */
export function blockingProblem(answer: PrecheckAnswer): string | null {
  if (!answer.layer) return 'The file holds several layers. Please choose the one to submit.';
  if (!answer.crs) return answer.crsNote ?? 'Please choose the coordinate system of the data.';
  return answer.location.find((verdict) => verdict.level === 'error')?.message ?? null;
}

/** How much of the form has been sent. */
export function UploadProgress({ id, progress }: { id: string; progress: number }) {
  return (
    <div className="upload-progress">
      <label htmlFor={id}>Uploading</label>
      <progress id={id} max={1} value={progress}>
        {Math.round(progress * 100)}%
      </progress>
    </div>
  );
}

/**
 * The file part of the submit and new-version forms: choosing a file checks it at once (type,
 * layers, coordinate system, where its features are, a preview on our basemap); a layer and a
 * coordinate system can then be chosen, the system found by EPSG code or name among all of EPSG.
 * Each choice checks the file again. `extraFields` adds the form's locality to the check.
 */
export function UploadField({
  id,
  csrfToken,
  error,
  onAnswer,
  extraFields,
}: {
  id: string;
  csrfToken: string;
  error?: string;
  onAnswer: (answer: PrecheckAnswer | null, error?: string) => void;
  extraFields?: () => Record<string, string>;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [answer, setAnswer] = useState<PrecheckAnswer | null>(null);
  const [checking, setChecking] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [systems, setSystems] = useState<{ srid: number; label: string }[]>([...virginiaCoordinateSystems]);
  const [searchNote, setSearchNote] = useState('');

  const field = (name: string) => containerRef.current?.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`);

  async function check() {
    const file = field('file')?.files?.[0];
    setAnswer(null);
    onAnswer(null);
    if (!file) return;
    setChecking(true);
    const data = new FormData();
    data.set('file', file);
    for (const name of ['srid', 'layer']) if (field(name)?.value) data.set(name, field(name)!.value);
    for (const [name, value] of Object.entries(extraFields?.() ?? {})) if (value) data.set(name, value);
    try {
      const { status, body } = await sendForm('/api/spatial-data/precheck', data, csrfToken, () => {});
      if (status === 200) {
        const found = body.data as unknown as PrecheckAnswer;
        setAnswer(found);
        onAnswer(found);
      } else {
        onAnswer(null, body.data?.fields?.file ?? body.data?.fields?.srid ?? body.data?.fields?.layer ?? body.message ?? 'The file could not be checked.');
      }
    } catch {
      onAnswer(null, 'The file could not be sent. Check your connection and try again.');
    } finally {
      setChecking(false);
    }
  }

  async function search() {
    const words = field('crs-search')?.value ?? '';
    const response = await fetch(`/api/spatial-data/coordinate-systems?q=${encodeURIComponent(words)}`);
    const found = response.ok ? ((await response.json()).data as { srid: number; label: string }[]) : [];
    setSystems(found);
    setSearchNote(
      found.length
        ? `${plural(found.length, 'coordinate system')} found; choose one from the list.`
        : 'No coordinate system matches. Try an EPSG code, or fewer words.',
    );
  }

  const showPicker = answer?.layer && (!answer.crs || answer.crs.assumed || choosing);
  const errorId = `${id}-error`;
  return (
    <div ref={containerRef} className="upload-field">
      <label htmlFor={id}>File: {acceptedSubmissionFormats}; up to 50 MB</label>
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
      <input
        id={id}
        name="file"
        type="file"
        accept=".geojson,.json,.zip,.kml,.kmz,.gpx,.csv,.gpkg"
        onChange={() => void check()}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      />
      <div role="status" className="precheck-status">
        {checking && <p>Checking the file…</p>}
        {answer && <p>{summary(answer)}</p>}
        {answer?.location.map((verdict) => (
          <p key={verdict.message} className={`location-${verdict.level}`}>
            {verdict.level === 'ok' ? '' : verdict.level === 'error' ? 'Problem: ' : 'Warning: '}
            {verdict.message}
          </p>
        ))}
      </div>
      {answer && answer.layers.length > 1 && (
        <>
          <label htmlFor={`${id}-layer`}>Layer to submit</label>
          <select id={`${id}-layer`} name="layer" defaultValue={answer.layer ?? ''} onChange={() => void check()}>
            {!answer.layer && <option value="">Choose a layer</option>}
            {answer.layers.map((layer) => (
              <option key={layer.name} value={layer.name}>
                {layer.name} ({layer.geometryType}, {plural(layer.features, 'feature')})
              </option>
            ))}
          </select>
        </>
      )}
      {answer?.layer && answer.crs && !answer.crs.assumed && !choosing && (
        <button type="button" className="link-button" onClick={() => setChoosing(true)}>
          The coordinate system is wrong: choose another
        </button>
      )}
      {showPicker && (
        <fieldset className="crs-picker">
          <legend>Coordinate system of the data</legend>
          {answer.crsNote && <p className="field-hint">{answer.crsNote}</p>}
          <label htmlFor={`${id}-crs-search`}>Find a coordinate system by EPSG code or name</label>
          <div className="inline-search">
            <input
              id={`${id}-crs-search`}
              name="crs-search"
              type="search"
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void search();
                }
              }}
            />
            <button type="button" className="button button-secondary" onClick={() => void search()}>
              Search
            </button>
          </div>
          <p className="field-hint" aria-live="polite">
            {searchNote}
          </p>
          <label htmlFor={`${id}-srid`}>Coordinate system (Virginia’s are listed first)</label>
          <select
            id={`${id}-srid`}
            name="srid"
            defaultValue={answer.crs && !answer.crs.fromFile ? String(answer.crs.srid ?? '') : ''}
            onChange={() => void check()}
          >
            <option value="">Choose a coordinate system</option>
            {systems.map((system) => (
              <option key={system.srid} value={system.srid}>
                {system.label} (EPSG:{system.srid})
              </option>
            ))}
          </select>
        </fieldset>
      )}
      {answer?.preview && (
        <section aria-labelledby={`${id}-preview-heading`}>
          <h2 id={`${id}-preview-heading`}>Preview</h2>
          <p>
            Check that your features sit where they should in Virginia{answer.previewLimited ? ' (the first 500 are shown)' : ''}. If they do not, the
            coordinate system is probably wrong.
          </p>
          <PreviewMap preview={answer.preview} label="Preview of the file’s features" />
        </section>
      )}
    </div>
  );
}
