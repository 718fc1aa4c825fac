'use client';

import { NewSubmissionFields, submissionCategories } from '@vtrans/contracts/submissions';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { blockingProblem, type PrecheckAnswer, sendForm, UploadField, UploadProgress } from './upload-field';

type Errors = Partial<Record<'title' | 'description' | 'locality' | 'category' | 'srid' | 'layer' | 'file' | 'form', string>>;

/**
 * The submission form: choose a file and it is checked at once (UploadField: type, layers,
 * coordinate system, where its features are, a preview on the map); fix what the check says,
 * then submit with upload progress. The text fields are checked with the same schema the server
 * uses.
 */
export function SubmissionForm({ localities, csrfToken }: { localities: { fips: string; name: string }[]; csrfToken: string }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [answer, setAnswer] = useState<PrecheckAnswer | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = NewSubmissionFields.safeParse(Object.fromEntries([...data.entries()].filter(([, value]) => typeof value === 'string')));
    const found: Errors = {};
    if (!fields.success) for (const issue of fields.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    if (!(data.get('file') as File | null)?.size) found.file = 'Please choose a file to upload.';
    else if (!answer) found.file = errors.file ?? 'Please wait for the file to be checked, or choose it again.';
    else if (blockingProblem(answer)) found.file = blockingProblem(answer)!;
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
      const fields = body.data?.fields ?? {};
      // The layer and coordinate system are part of the file's check: their messages show there.
      setErrors({
        ...fields,
        file: fields.file ?? fields.srid ?? fields.layer,
        form: status === 413 || status === 503 ? body.message : 'Failed to post submission',
      });
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
      <UploadField
        id="submission-file"
        csrfToken={csrfToken}
        error={errors.file}
        onAnswer={(found, error) => {
          setAnswer(found);
          setErrors(({ file: _file, ...rest }) => (error ? { ...rest, file: error } : rest));
        }}
        extraFields={() => ({ locality: (formRef.current?.elements.namedItem('locality') as HTMLSelectElement | null)?.value ?? '' })}
      />

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
      {progress !== null && <UploadProgress id="submission-progress" progress={progress} />}
      <button type="submit" className="button" disabled={progress !== null}>
        Submit the layer
      </button>
    </form>
  );
}
