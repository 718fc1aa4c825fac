import {
  ACCESSIBLE_FILE_DAYS,
  ACCESSIBLE_FILE_MAX_BYTES,
  accessibilityRequestStatuses,
  type AccessibilityRequestStatus,
  accessibleFileExtensions,
  accessibleFormats,
  workingDaysBetween,
} from '@vtrans/contracts/accessibility-requests';
import { isoToUsDate, virginiaDateTime, virginiaToday } from '@vtrans/contracts/dates';
import {
  describeFinding,
  findingLevel,
  documentAccessibilityLabels,
  type DocumentAccessibilityState,
  pdfAccessibilityRules,
  type PdfAccessibilityRule,
} from '@vtrans/contracts/pdf-accessibility';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { WorkItem, WorkList } from '@/components/lists/work-item';
import { accessibilityExceptionAction, recheckLibraryAction, updateAccessibilityRequestAction, verifyDocumentAction } from '@/actions/document-accessibility';
import { ActionForm } from '@/components/action-form';
import { ArrivingStatus } from '@/components/arriving-status';
import { ConsequentialForm } from '@/components/consequential-form';
import { formatBytes } from '@/lib/format-bytes';
import { accessibilityOverviewData, type AccessibilityFilters } from '@/server/domain/restricted/document-accessibility';
import { FilterForm, FilterSelect } from '@/components/lists/filter-form';

export const metadata: Metadata = {
  title: 'Document accessibility',
  description: 'Each document’s accessibility check, the requests for accessible formats, and the rule’s exceptions.',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const shelves = { library: 'Library', archive: 'Archive', hidden: 'Hidden library' } as const;
const exceptionLabels = { archived: 'Archived content', preexisting: 'Preexisting document not used for current services' } as const;

/** The accessible file itself, sent with “Sent” as a link in the requester's e-mail (issue 59). */
function AccessibleFileField({ id, required = false }: { id: string; required?: boolean }) {
  return (
    <div className="field">
      <label htmlFor={`file-${id}`}>{required ? 'The accessible file' : 'The accessible file (optional, with “Sent”)'}</label>
      <p className="hint" id={`file-${id}-hint`}>
        The e-mail links to it for {ACCESSIBLE_FILE_DAYS} days; only the requester’s e-mail holds the link.{' '}
        {accessibleFileExtensions.map((extension) => extension.toUpperCase()).join(', ')}; up to {ACCESSIBLE_FILE_MAX_BYTES / 1024 / 1024} MB.
      </p>
      <input
        id={`file-${id}`}
        name="file"
        type="file"
        accept={accessibleFileExtensions.map((extension) => `.${extension}`).join(',')}
        aria-describedby={`file-${id}-hint`}
        required={required}
      />
    </div>
  );
}

type HandledRequest = Awaited<ReturnType<typeof accessibilityOverviewData>>['handled'][number];

/**
 * The requests staff have finished, newest first: when each came and was due, when it was done
 * and by whom, on time or not, and what was sent — the trail a Section 508 log keeps (issue 59).
 */
function HandledRequests({ requests }: { requests: HandledRequest[] }) {
  return (
    <section aria-labelledby="handled-requests">
      <h2 id="handled-requests">Handled requests ({requests.length === 200 ? 'the latest 200' : requests.length})</h2>
      {requests.length === 0 ? (
        <p>No request has been sent or closed yet.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Handled requests" tabIndex={0}>
          <table className="data-table">
            <caption>Requests sent or closed, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Document and format</th>
                <th scope="col">Received · due</th>
                <th scope="col">Done</th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => {
                const doneOn = request.closed_at ? virginiaToday(request.closed_at) : null;
                return (
                  <tr key={request.id}>
                    <th scope="row">
                      {request.document_title}
                      <br />
                      <span className="muted">{accessibleFormats[request.format]}</span>
                    </th>
                    <td>
                      {virginiaDateTime(request.received_at)}
                      <br />
                      due {isoToUsDate(request.due_on)}
                    </td>
                    <td>
                      {request.closed_at ? virginiaDateTime(request.closed_at) : '—'}
                      {request.closed_by_email && (
                        <>
                          <br />
                          by {request.closed_by_email}
                        </>
                      )}
                      <br />
                      {doneOn && doneOn <= request.due_on ? 'on time' : <strong>late</strong>}
                    </td>
                    <td>
                      {accessibilityRequestStatuses[request.status]}
                      {request.attached_file_name && (
                        <>
                          : {request.attached_file_name}
                          {request.attached_file_bytes ? ` (${formatBytes(request.attached_file_bytes)})` : ''}
                          {request.attached_file_until ? <>, its link works until {virginiaDateTime(request.attached_file_until)}</> : ', its link has expired'}
                        </>
                      )}
                      {request.staff_note && <p>{request.staff_note}</p>}
                      {request.status === 'sent' && (
                        // Sent by post or by hand, then as a file; or a file again once its link has run out.
                        <ConsequentialForm
                          action={updateAccessibilityRequestAction}
                          opener={
                            <>
                              {request.attached_file_name ? 'Send another file…' : 'Send a file…'}
                              <span className="visually-hidden"> for “{request.document_title}”</span>
                            </>
                          }
                        >
                          <input type="hidden" name="id" value={request.id} />
                          <input type="hidden" name="status" value="sent" />
                          <input type="hidden" name="staffNote" value={request.staff_note} />
                          <AccessibleFileField id={`handled-${request.id}`} required />
                        </ConsequentialForm>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The filters of the address, each kept only when it is one of its known values. */
function filtersOf(params: Record<string, string | string[] | undefined>): AccessibilityFilters {
  const one = (name: string) => (typeof params[name] === 'string' ? params[name] : undefined);
  const state = one('state');
  const problem = one('problem');
  const shelf = one('shelf');
  return {
    ...(state && state in documentAccessibilityLabels ? { state: state as DocumentAccessibilityState } : {}),
    ...(problem && problem in pdfAccessibilityRules ? { problem: problem as PdfAccessibilityRule } : {}),
    ...(shelf && shelf in shelves ? { shelf: shelf as AccessibilityFilters['shelf'] } : {}),
  };
}

const query = (filters: AccessibilityFilters) =>
  new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string')).toString();

/**
 * Staff's accessibility page (issue 37): which files fail and why, most downloaded first (fix
 * those first); the problems across the library; the open requests by due date; the rule's
 * exceptions with who decided and why; a CSV of what is shown.
 */
export default async function DocumentAccessibilityPage({ searchParams }: Props) {
  const params = await searchParams;
  const filters = filtersOf(params);
  const { documents, total, problems, requests, handled } = await accessibilityOverviewData(filters);
  // A request just marked sent or closed has left the open list: the page says what became of it.
  const justHandled = handled.find((request) => request.id === params.handled);
  const today = virginiaToday();
  const filtered = query(filters);
  return (
    <div className="container content-page">
      <p>
        <Link href="/admin/documents">Documents</Link>
      </p>
      <h1>Document accessibility</h1>
      {justHandled && (
        <ArrivingStatus key={justHandled.id}>
          The request for “{justHandled.document_title}” ({accessibleFormats[justHandled.format].toLowerCase()}) is{' '}
          {accessibilityRequestStatuses[justHandled.status].toLowerCase()}
          {justHandled.attached_file_name ? `, with ${justHandled.attached_file_name}` : ''}; the requester is being e-mailed. It is listed under Handled
          requests.
        </ArrivingStatus>
      )}
      <p className="lead">
        Every PDF is checked when it is uploaded against the machine-checkable conditions of PDF/UA (ISO 14289-1). A file passing them still needs a person to
        confirm reading order and the meaning of images before it is marked verified; only verified files open without the accessibility notice.
      </p>

      <section aria-labelledby="open-requests">
        <h2 id="open-requests">Open requests for an accessible format ({requests.length})</h2>
        {requests.length === 0 ? (
          <p>No open requests.</p>
        ) : (
          <WorkList label="Open requests">
            {requests.map((request) => {
              const left = workingDaysBetween(today, request.due_on);
              return (
                <WorkItem
                  key={request.id}
                  heading={
                    request.document_id && !request.document_trashed_at ? (
                      <Link href={sitePaths.document(request.document_id)}>{request.document_title}</Link>
                    ) : (
                      request.document_title
                    )
                  }
                  facts={[
                    [
                      'Due',
                      <>
                        {isoToUsDate(request.due_on)}{' '}
                        <span className={left < 0 ? 'field-error' : 'muted'}>({left < 0 ? `${-left} working days late` : `${left} working days left`})</span>
                      </>,
                    ],
                    [
                      'Requested by',
                      <>
                        {request.name}, <a href={`mailto:${request.email}`}>{request.email}</a>
                        {request.phone && <>, {request.phone}</>}
                        <p className="muted">
                          received {virginiaDateTime(request.received_at)}
                          {/* Issue 62: their e-mails are in Spanish; staff's note should be too. */}
                          {request.language === 'es' && ', on the Spanish request page: written in Spanish'}
                        </p>
                      </>,
                    ],
                    [
                      'Format',
                      <>
                        {accessibleFormats[request.format]}
                        {request.details && <p>{request.details}</p>}
                      </>,
                    ],
                    ...(request.document_id && !request.document_trashed_at
                      ? []
                      : [['Document', request.document_id ? 'in the trash (Documents)' : 'removed from the library'] as const]),
                  ]}
                >
                  <ConsequentialForm
                    action={updateAccessibilityRequestAction}
                    opener={
                      <>
                        Save status…
                        <span className="visually-hidden">
                          {' '}
                          for “{request.document_title}” asked by {request.name}
                        </span>
                      </>
                    }
                  >
                    <input type="hidden" name="id" value={request.id} />
                    <label htmlFor={`status-${request.id}`}>Status</label>
                    <select id={`status-${request.id}`} name="status" defaultValue={request.status}>
                      {(Object.entries(accessibilityRequestStatuses) as [AccessibilityRequestStatus, string][]).map(([status, label]) => (
                        <option key={status} value={status}>
                          {label}
                        </option>
                      ))}
                    </select>
                    <label htmlFor={`note-${request.id}`}>Note to the requester (sent with “Sent” or “Closed”)</label>
                    <textarea id={`note-${request.id}`} name="staffNote" rows={4} defaultValue={request.staff_note} />
                    <AccessibleFileField id={request.id} />
                  </ConsequentialForm>
                </WorkItem>
              );
            })}
          </WorkList>
        )}
      </section>

      <HandledRequests requests={handled} />

      <section aria-labelledby="problems">
        <h2 id="problems">Problems across the library</h2>
        {problems.length === 0 ? (
          <p>No document has a problem the automated check can see.</p>
        ) : (
          <ul>
            {/* What stops readers first (issue 60): staff fix those before the conformance details. */}
            {[...problems]
              .sort(([a], [b]) => Number(pdfAccessibilityRules[a].level === 'detail') - Number(pdfAccessibilityRules[b].level === 'detail'))
              .map(([rule, count]) => (
                <li key={rule}>
                  <Link href={`?${query({ ...filters, problem: rule })}`}>
                    {pdfAccessibilityRules[rule].level === 'detail' ? 'Detail: ' : 'Stops readers: '}
                    {pdfAccessibilityRules[rule].problem} — {count} document{count === 1 ? '' : 's'}
                  </Link>
                </li>
              ))}
          </ul>
        )}
        <ActionForm action={recheckLibraryAction}>
          <button type="submit" className="button button--outline">
            Check every PDF again
          </button>
        </ActionForm>
      </section>

      <section aria-labelledby="documents">
        <h2 id="documents">
          Documents ({documents.length} of {total}), most downloaded first
        </h2>
        <FilterForm
          label="Filter the documents"
          submit="Show"
          after={<a href={`/api/admin/documents/accessibility${filtered ? `?${filtered}` : ''}`}>Download these as CSV</a>}
        >
          <FilterSelect
            id="filter-state"
            name="state"
            label="Accessibility"
            value={filters.state}
            anyLabel="Any"
            options={Object.entries(documentAccessibilityLabels)}
          />
          <FilterSelect
            id="filter-problem"
            name="problem"
            label="Problem"
            value={filters.problem}
            anyLabel="Any"
            options={(Object.keys(pdfAccessibilityRules) as PdfAccessibilityRule[]).map((rule) => [rule, pdfAccessibilityRules[rule].problem] as const)}
          />
          <FilterSelect id="filter-shelf" name="shelf" label="Shelf" value={filters.shelf} anyLabel="Any" options={Object.entries(shelves)} />
        </FilterForm>
        {/* A document with decisions to make on it is a WorkItem: in a table's fourth column the decision's form lay past a tablet's edge. */}
        <WorkList label="Documents and their accessibility">
          {documents.map((document) => (
            <WorkItem
              key={document.id}
              heading={<Link href={sitePaths.document(document.id)}>{document.title}</Link>}
              facts={[
                ['File', document.file_name],
                ['Downloads (90 days)', document.downloads],
                [
                  'Accessibility',
                  <>
                    <strong>{documentAccessibilityLabels[document.state]}</strong>
                    {document.needsReview && <p className="field-error">Verified, but the latest check found problems: review it.</p>}
                    {document.accessibility_findings.length > 0 && (
                      <ul>
                        {[...document.accessibility_findings]
                          .sort((a, b) => Number(findingLevel(a) === 'detail') - Number(findingLevel(b) === 'detail'))
                          .map((finding) => (
                            <li key={finding.rule}>
                              {findingLevel(finding) === 'detail' ? 'Detail: ' : 'Stops readers: '}
                              {describeFinding(finding)}
                              {finding.detail && finding.rule !== 'unreadable' ? ` — ${finding.detail}` : ''}
                            </li>
                          ))}
                      </ul>
                    )}
                    {document.open_requests > 0 && <p>{document.open_requests} open request(s)</p>}
                  </>,
                ],
                [
                  'Staff decisions',
                  document.accessible || document.accessibility_exception ? (
                    <>
                      {document.accessible && <p>Verified{document.verified_by_email ? ` by ${document.verified_by_email}` : ' (spec’s accessible list)'}</p>}
                      {document.accessibility_exception && (
                        <p>
                          Exception: {exceptionLabels[document.accessibility_exception]} — {document.exception_reason} ({document.exception_decided_by_email}
                          {document.exception_decided_at ? `, ${virginiaDateTime(document.exception_decided_at)}` : ''})
                        </p>
                      )}
                    </>
                  ) : (
                    'None yet'
                  ),
                ],
              ]}
            >
              <details>
                <summary>Decide for {document.file_name}</summary>
                {document.file_type === 'pdf' && (
                  <ConsequentialForm
                    action={verifyDocumentAction}
                    opener={document.accessible ? 'Withdraw verification…' : document.accessibility_check === 'passed' ? 'Mark verified…' : null}
                  >
                    <input type="hidden" name="id" value={document.id} />
                    <input type="hidden" name="verified" value={document.accessible ? 'no' : 'yes'} />
                    {!document.accessible && document.accessibility_check !== 'passed' && (
                      <p className="muted">A file can be verified once it passes the automated checks.</p>
                    )}
                  </ConsequentialForm>
                )}
                <ActionForm action={accessibilityExceptionAction}>
                  <input type="hidden" name="id" value={document.id} />
                  <label htmlFor={`exception-${document.id}`}>Exception under the ADA Title II rule</label>
                  <select id={`exception-${document.id}`} name="exception" defaultValue={document.accessibility_exception ?? 'none'}>
                    <option value="none">None</option>
                    {Object.entries(exceptionLabels).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                  <label htmlFor={`reason-${document.id}`}>Why it applies</label>
                  <textarea id={`reason-${document.id}`} name="reason" rows={4} defaultValue={document.exception_reason} />
                  <button type="submit" className="button button--outline">
                    Save exception
                  </button>
                </ActionForm>
              </details>
            </WorkItem>
          ))}
        </WorkList>
      </section>
    </div>
  );
}
