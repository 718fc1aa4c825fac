import { virginiaDateTime } from '@vtrans/contracts/dates';
import { documentDestination } from '@vtrans/contracts/documents';
import { decideDocumentReviewAction, publishDocumentInEmergencyAction, submitDocumentForReviewAction } from '@/actions/document-reviews';
import { ActionForm } from '@/components/action-form';
import { ConsequentialForm } from '@/components/consequential-form';

export type QueuedDocument = {
  document_id: string;
  title: string;
  file_name: string;
  archived: boolean;
  /** As staff set it: for a held document, whether it goes in the hidden library once approved. */
  hidden: boolean;
  awaiting_approval_as: string | null;
  accessibility_check: string;
  uploader: string | null;
  submitter: string | null;
  submitted_at: Date;
  note: string;
  emergency: boolean;
  decision: string | null;
  decider: string | null;
  decided_at: Date | null;
  decision_note: string;
  waiting: boolean;
  viewerMayDecide: boolean;
  /** The document's details as this page shows them (the edit form's `readAs`): a decision is on what was read. */
  readAs: string;
};

const who = (email: string | null) => email ?? 'a former user';

const accessibilityNow: Record<string, string> = {
  pending: 'being checked for accessibility (decide once the check has finished)',
  passed: 'passes the automated accessibility checks',
  failed: 'fails the automated accessibility checks: approving it needs a reason',
  none: 'not a PDF, so not checked for accessibility',
};

/**
 * The library's second pair of eyes (issue 63, decision 054): each held upload, with what a
 * reviewer needs (the file, its accessibility check, where it goes) and the decisions open to the
 * viewer; each emergency publication until someone approves it afterwards. A decision leaves for
 * the page's address, which says what it did (the entry's forms go with it). `held`: whether an
 * upload now waits for a review at all.
 */
export function DocumentReviewQueue({ entries, viewerIsAdmin, held }: { entries: QueuedDocument[]; viewerIsAdmin: boolean; held: boolean }) {
  return (
    <>
      <h2 id="waiting-for-review">Waiting for a second pair of eyes ({entries.length})</h2>
      {entries.length === 0 ? (
        <p>
          Nothing is waiting.{' '}
          {held
            ? 'A new upload goes on the site once another member of staff approves it.'
            : 'Library documents are published without review: an administrator can change that on the content reviews page.'}
        </p>
      ) : (
        <ul className="item-list">
          {entries.map((entry) => (
            <li key={entry.document_id}>
              <h3>{entry.title}</h3>
              <p>
                {entry.file_name} · uploaded by {who(entry.uploader)} · {entry.awaiting_approval_as ? 'goes in' : 'is in'} {documentDestination(entry)} ·{' '}
                {accessibilityNow[entry.accessibility_check]}
              </p>
              <p>
                {entry.emergency
                  ? `Published without review by ${who(entry.submitter)} at ${virginiaDateTime(entry.submitted_at)}: “${entry.note}”. It waits for someone else to approve it afterwards.`
                  : entry.waiting
                    ? `Submitted by ${who(entry.submitter)} at ${virginiaDateTime(entry.submitted_at)}${entry.note ? `: “${entry.note}”` : ''}.`
                    : `Sent back by ${who(entry.decider)} at ${virginiaDateTime(entry.decided_at!)}: “${entry.decision_note}”. Change what it asks (details below, in the library), then submit it again — or move it to the trash.`}
              </p>
              <p>
                <a href={`/api/admin/documents/${entry.document_id}/file`}>Open {entry.file_name}</a>
                {entry.awaiting_approval_as ? ' (staff only: the public cannot reach it until it is approved)' : ''}
              </p>
              {entry.waiting && !entry.viewerMayDecide && <p>You uploaded, submitted or changed it: someone else decides.</p>}
              {entry.waiting && entry.viewerMayDecide && (
                <>
                  <ConsequentialForm
                    action={decideDocumentReviewAction}
                    opener={entry.emergency ? `Approve ${entry.file_name} afterwards` : `Approve and publish ${entry.file_name}…`}
                    label={`Approve ${entry.file_name}`}
                    className="stacked-form"
                  >
                    <input type="hidden" name="id" value={entry.document_id} />
                    <input type="hidden" name="readAs" value={entry.readAs} />
                    <input type="hidden" name="decision" value="approved" />
                    <label htmlFor={`approve-note-${entry.document_id}`}>
                      Note (needed if it fails the accessibility checks: why it {entry.emergency ? 'stays up' : 'goes up'} anyway)
                    </label>
                    <textarea id={`approve-note-${entry.document_id}`} name="note" rows={2} maxLength={2000} />
                  </ConsequentialForm>
                  {!entry.emergency && (
                    <ActionForm action={decideDocumentReviewAction}>
                      <div className="stacked-form">
                        <input type="hidden" name="id" value={entry.document_id} />
                        <input type="hidden" name="readAs" value={entry.readAs} />
                        <input type="hidden" name="decision" value="returned" />
                        <label htmlFor={`return-note-${entry.document_id}`}>What needs changing (to send it back)</label>
                        <textarea id={`return-note-${entry.document_id}`} name="note" rows={2} maxLength={2000} />
                        <p>
                          <button type="submit" className="button button--outline">
                            Send {entry.file_name} back
                          </button>
                        </p>
                      </div>
                    </ActionForm>
                  )}
                </>
              )}
              {!entry.waiting && (
                <ActionForm action={submitDocumentForReviewAction}>
                  <div className="stacked-form">
                    <input type="hidden" name="id" value={entry.document_id} />
                    <label htmlFor={`resubmit-note-${entry.document_id}`}>Note for the reviewer (optional)</label>
                    <textarea id={`resubmit-note-${entry.document_id}`} name="note" rows={2} maxLength={2000} />
                    <p>
                      <button type="submit" className="button">
                        Submit {entry.file_name} again
                      </button>
                    </p>
                  </div>
                </ActionForm>
              )}
              {viewerIsAdmin && entry.awaiting_approval_as && (
                <ConsequentialForm
                  action={publishDocumentInEmergencyAction}
                  opener={`Publish ${entry.file_name} now without review…`}
                  label={`Publish ${entry.file_name} without review`}
                  className="stacked-form"
                >
                  <input type="hidden" name="id" value={entry.document_id} />
                  <input type="hidden" name="readAs" value={entry.readAs} />
                  <label htmlFor={`emergency-reason-${entry.document_id}`}>Administrators only, when it cannot wait: why</label>
                  <textarea id={`emergency-reason-${entry.document_id}`} name="reason" rows={2} maxLength={2000} />
                </ConsequentialForm>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
