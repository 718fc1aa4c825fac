import { ActionForm } from '@/components/action-form';
import type { Metadata } from 'next';
import Link from 'next/link';
import { EditDocumentForm, UploadDocumentForm } from '@/components/documents/document-admin-forms';
import { documentDestination, documentDetailsAsShown } from '@vtrans/contracts/documents';
import { asRead } from '@vtrans/contracts/saved-meanwhile';
import { formatBytes } from '@/lib/format-bytes';
import { ArrivingStatus } from '@/components/arriving-status';
import { ConsequentialForm } from '@/components/consequential-form';
import { restoreDocumentAction, trashDocumentAction } from '@/actions/documents';
import { documentReviewQueueData, documentReviewsData, staffLibraryData, staffTrashData } from '@/server/domain/restricted/documents';
import { DocumentReviewQueue } from '@/components/documents/document-review-queue';
import { DocumentReviewPlan } from '@/components/documents/document-review-plan';
import { DataTable } from '@/components/lists/data-table';
import { isoToUsDate, virginiaDateTime } from '@vtrans/contracts/dates';

export const metadata: Metadata = { title: 'Documents', description: 'Upload, edit and remove the library’s documents.' };

const extractionLabels: Record<string, string> = {
  pending: 'being read and checked',
  done: 'text searchable',
  failed: 'text could not be read',
  none: 'title and description searchable',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * What the last move to or from the trash did, said while it is still true (the address names the
 * document; the message goes once the document has moved again).
 */
function lastMove(
  query: Record<string, string | string[] | undefined>,
  documents: { id: string; title: string }[],
  trash: { id: string; title: string; purged_on: string }[],
) {
  const inTrash = trash.find((document) => document.id === query.trashed);
  if (inTrash) return `“${inTrash.title}” is in the trash. It can be restored below until ${isoToUsDate(inTrash.purged_on)}.`;
  const back = documents.find((document) => document.id === query.restored);
  return back ? `“${back.title}” is back in the library, with its web version and its place in search.` : null;
}

/**
 * What the last decision on a held document did (the address names it), said while it is still
 * true: its review's forms leave the page with the decision.
 */
function lastReviewStep(
  query: Record<string, string | string[] | undefined>,
  documents: LibraryRow[],
  waiting: { document_id: string; emergency: boolean; waiting: boolean }[],
) {
  const document = documents.find((row) => row.id === query.reviewed);
  if (!document) return null;
  const entry = waiting.find((row) => row.document_id === document.id);
  if (entry?.waiting && !entry.emergency) return `“${document.title}” is submitted for review: another member of staff approves it before it goes on the site.`;
  if (entry?.emergency && entry.waiting) return `“${document.title}” is on the site, published without review: another member of staff approves it afterwards.`;
  if (entry && !entry.waiting) return `“${document.title}” is sent back. It stays off the site until it is submitted again and approved.`;
  if (entry || document.awaiting_approval_as) return null;
  return `“${document.title}” is approved and on the site, in ${documentDestination(document)}.`;
}

type LibraryRow = Awaited<ReturnType<typeof staffLibraryData>>[number];

export default async function AdminDocumentsPage({ searchParams }: Props) {
  const [documents, trash, reviews, queue, query] = await Promise.all([
    staffLibraryData(),
    staffTrashData(),
    documentReviewsData(),
    documentReviewQueueData(),
    searchParams,
  ]);
  // A decision is on the details as this page shows them: the same reading as each edit form's.
  const waiting = queue.entries.map((entry) => ({ ...entry, readAs: asRead(documentDetailsAsShown(entry)) }));
  const { due, unowned } = reviews.work;
  const moved = lastMove(query, documents, trash) ?? lastReviewStep(query, documents, queue.entries);
  return (
    <div className="container content-page">
      <h1>Documents</h1>
      {moved && <ArrivingStatus key={moved}>{moved}</ArrivingStatus>}
      <p>
        <Link href="/admin/documents/accessibility">Document accessibility</Link>: each PDF’s check, requests for accessible formats, and exceptions.
      </p>
      <DocumentReviewQueue entries={waiting} viewerIsAdmin={queue.viewerIsAdmin} held={queue.held} />
      <h2 id="due-for-review">Due for review</h2>
      <DataTable
        label="Documents due for review"
        caption={`${due.length} in the library flagged for review, past their review date or due within two weeks: flagged first, then the most overdue`}
        rows={due}
        rowKey={(row) => row.id}
        empty="Nothing in the library is due for review in the next two weeks."
        columns={[
          { header: 'Document', cell: (row) => <Link href={`#document-${row.id}`}>{row.title}</Link> },
          { header: 'Review by', cell: (row) => `${isoToUsDate(row.review_by)}${row.overdue ? ' (past)' : ''}` },
          { header: 'Flagged', cell: (row) => (row.flagged ? `“${row.needs_review_note}”${row.flagged_by ? ` (${row.flagged_by})` : ''}` : '') },
          { header: 'Owner', cell: (row) => row.owner ?? 'Nobody' },
        ]}
      />
      {unowned > 0 && (
        <p>
          {unowned.toLocaleString('en-US')} document{unowned === 1 ? '' : 's'} the public sees {unowned === 1 ? 'has' : 'have'} no owner group: their reminders
          go to the administrators. Each is marked “no owner group” below; open one to choose its group.
        </p>
      )}
      <h2>Upload a document</h2>
      <UploadDocumentForm held={queue.held} />
      <h2>In the library ({documents.length})</h2>
      <ul className="item-list">
        {documents.map((document) => (
          <li key={document.id} id={`document-${document.id}`}>
            <details>
              <summary>
                <strong>{document.title}</strong> · {document.file_name} · {formatBytes(document.size_bytes)} · {extractionLabels[document.extraction]}
                {document.extraction_note ? ` (${document.extraction_note})` : ''}
                {document.awaiting_approval_as ? ' · waiting for approval' : ''}
                {document.hidden ? ' · hidden' : ''}
                {document.archived ? ' · archived' : ''}
                {!document.hidden && !document.archived && !document.owner_group_id ? ' · no owner group' : ''}
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
                readAs={asRead(documentDetailsAsShown(document))}
              />
              <DocumentReviewPlan document={document} groups={reviews.groups} today={reviews.today} />
              <ConsequentialForm action={trashDocumentAction} opener={`Move ${document.file_name} to the trash…`}>
                <input type="hidden" name="id" value={document.id} />
              </ConsequentialForm>
            </details>
          </li>
        ))}
      </ul>
      <h2>In the trash ({trash.length})</h2>
      {trash.length === 0 ? (
        <p>
          Nothing is in the trash. A document moved there can be restored for 30 days; then it is removed for good (its requests for an accessible format are
          kept).
        </p>
      ) : (
        <ul className="item-list">
          {trash.map((document) => (
            <li key={document.id}>
              <strong>{document.title}</strong> · {document.file_name}
              <br />
              <span className="muted">
                Moved to the trash {virginiaDateTime(document.trashed_at)}
                {document.trashed_by_email ? ` by ${document.trashed_by_email}` : ''}; removed for good the night after {isoToUsDate(document.purged_on)}
                {document.requests ? ` (its ${document.requests === 1 ? 'request is' : `${document.requests} requests are`} kept)` : ''}.
              </span>
              <ActionForm action={restoreDocumentAction}>
                <input type="hidden" name="id" value={document.id} />
                <button type="submit" className="button button--outline">
                  Restore {document.file_name}
                </button>
              </ActionForm>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
