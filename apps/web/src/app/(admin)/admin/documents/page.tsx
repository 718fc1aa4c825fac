import { ActionForm } from '@/components/action-form';
import type { Metadata } from 'next';
import Link from 'next/link';
import { EditDocumentForm, UploadDocumentForm } from '@/components/documents/document-admin-forms';
import { formatBytes } from '@/components/documents/document-list';
import { deleteDocumentAction } from '@/actions/documents';
import { staffLibraryData } from '@/server/restricted/documents';

export const metadata: Metadata = { title: 'Documents', description: 'Upload, edit and remove the library’s documents.' };

const extractionLabels: Record<string, string> = {
  pending: 'being read and checked',
  done: 'text searchable',
  failed: 'text could not be read',
  none: 'title and description searchable',
};

export default async function AdminDocumentsPage() {
  const documents = await staffLibraryData();
  return (
    <div className="container content-page">
      <h1>Documents</h1>
      <p>
        <Link href="/admin/documents/accessibility">Document accessibility</Link>: each PDF’s check, requests for accessible formats, and exceptions.
      </p>
      <h2>Upload a document</h2>
      <UploadDocumentForm />
      <h2>In the library ({documents.length})</h2>
      <ul className="item-list">
        {documents.map((document) => (
          <li key={document.id}>
            <details>
              <summary>
                <strong>{document.title}</strong> · {document.file_name} · {formatBytes(document.size_bytes)} · {extractionLabels[document.extraction]}
                {document.extraction_note ? ` (${document.extraction_note})` : ''}
                {document.hidden ? ' · hidden' : ''}
                {document.archived ? ' · archived' : ''}
              </summary>
              <EditDocumentForm
                values={{
                  id: document.id,
                  title: document.title,
                  description: document.description,
                  publishedOn: document.published_on,
                  tags: document.tags,
                  hidden: document.hidden,
                  archived: document.archived,
                }}
              />
              <ActionForm action={deleteDocumentAction}>
                <input type="hidden" name="id" value={document.id} />
                <button type="submit" className="button button--outline">
                  Remove {document.file_name}
                </button>
              </ActionForm>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
