'use client';

import { useFormAction } from '@/components/use-form-action';
import { updateDocumentAction, uploadDocumentAction } from '@/actions/documents';
import { ActionOutcome } from '@/components/action-outcome';

interface Values {
  id?: string;
  title?: string;
  description?: string;
  publishedOn?: string;
  tags?: string[];
  hidden?: boolean;
  archived?: boolean;
}

/** The details staff give a document; `prefix` keeps the ids of several forms on one page apart. */
function DocumentDetails({ prefix, values }: { prefix: string; values: Values }) {
  return (
    <>
      <label htmlFor={`${prefix}-title`}>Title</label>
      <input id={`${prefix}-title`} name="title" required maxLength={300} defaultValue={values.title} />
      <label htmlFor={`${prefix}-description`}>Description</label>
      <textarea id={`${prefix}-description`} name="description" rows={3} maxLength={4000} defaultValue={values.description} />
      <label htmlFor={`${prefix}-date`}>Date</label>
      <input id={`${prefix}-date`} name="publishedOn" type="date" required defaultValue={values.publishedOn} />
      <label htmlFor={`${prefix}-tags`}>Tags (separated by commas)</label>
      <input id={`${prefix}-tags`} name="tags" defaultValue={values.tags?.join(', ')} />
      <div className="checkbox-field">
        <input id={`${prefix}-hidden`} name="hidden" type="checkbox" defaultChecked={values.hidden} />
        <label htmlFor={`${prefix}-hidden`}>Hidden (only in the hidden library, shared by link)</label>
      </div>
      <div className="checkbox-field">
        <input id={`${prefix}-archived`} name="archived" type="checkbox" defaultChecked={values.archived} />
        <label htmlFor={`${prefix}-archived`}>Archived (a past plan: listed under Previous VTrans updates)</label>
      </div>
    </>
  );
}

export function UploadDocumentForm() {
  const [result, formAction, pending] = useFormAction(uploadDocumentAction, null);
  return (
    <form action={formAction} className="stacked-form" aria-label="Upload a document">
      <ActionOutcome result={result} />
      <label htmlFor="upload-file">File (PDF, Word, Excel, PowerPoint, CSV or ZIP; up to 25 MB)</label>
      <input id="upload-file" name="file" type="file" required accept=".pdf,.docx,.xlsx,.pptx,.csv,.zip" />
      <DocumentDetails prefix="upload" values={{}} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Uploading…' : 'Upload'}
      </button>
    </form>
  );
}

export function EditDocumentForm({ values }: { values: Required<Values> }) {
  const [result, formAction, pending] = useFormAction(updateDocumentAction, null);
  return (
    <form action={formAction} className="stacked-form" aria-label={`Edit ${values.title}`}>
      <ActionOutcome result={result} />
      <input type="hidden" name="id" value={values.id} />
      <DocumentDetails prefix={`edit-${values.id}`} values={values} />
      <button type="submit" className="button button--small" disabled={pending}>
        Save
      </button>
    </form>
  );
}
