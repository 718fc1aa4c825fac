'use client';

import { updateDocumentAction, uploadDocumentAction } from '@/actions/documents';
import { ConsequentialForm } from '@/components/consequential-form';

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

/**
 * A new document. `held`: it waits for another member of staff's approval before anyone outside
 * sees it (decision 054), so nothing is asked; otherwise, unless it goes in hidden, what
 * publishing it does is said first (issue 56).
 */
export function UploadDocumentForm({ held }: { held: boolean }) {
  return (
    <ConsequentialForm action={uploadDocumentAction} opener={held ? 'Upload for review' : 'Upload…'} label="Upload a document" className="stacked-form">
      {held && <p>It goes on the site once another member of staff approves it; until then only staff can open it.</p>}
      <label htmlFor="upload-file">File (PDF, Word, Excel, PowerPoint, CSV or ZIP; up to 25 MB)</label>
      <input id="upload-file" name="file" type="file" required accept=".pdf,.docx,.xlsx,.pptx,.csv,.zip" />
      <DocumentDetails prefix="upload" values={{}} />
    </ConsequentialForm>
  );
}

/**
 * A document's details; what readers will see change is said first, and a save over someone
 * else's later one is refused (`readAs`: the details as this form was drawn with them; issue 56).
 */
export function EditDocumentForm({ values, readAs }: { values: Required<Values>; readAs: string }) {
  return (
    <ConsequentialForm action={updateDocumentAction} opener="Save…" label={`Edit ${values.title}`} className="stacked-form">
      <input type="hidden" name="id" value={values.id} />
      <input type="hidden" name="readAs" value={readAs} />
      <DocumentDetails prefix={`edit-${values.id}`} values={values} />
    </ConsequentialForm>
  );
}
