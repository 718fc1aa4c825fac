import { AuditQuery } from '@vtrans/contracts/audit';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { auditLogData } from '@/server/restricted/audit';

export const metadata: Metadata = { title: 'Audit log', description: 'What staff deleted, published and e-mailed, who did it and when.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What an entry says: the summary staff confirmed, or, for an entry written by the work itself, its details. */
function said(details: Record<string, unknown>): string {
  if (typeof details.summary === 'string') return details.summary;
  const shown = JSON.stringify(details);
  return shown === '{}' ? '' : shown.length > 300 ? `${shown.slice(0, 300)}…` : shown;
}

/**
 * Admins: the audit log, newest first (issue 56). Every consequential action writes an entry in
 * the transaction of what it did: what staff were shown before confirming, who confirmed, when.
 */
export default async function AuditLogPage({ searchParams }: Props) {
  const filters = AuditQuery.parse(await searchParams);
  const { entries, kinds } = await auditLogData(filters);
  return (
    <div className="container content-page">
      <p>
        <Link href="/admin">Admin</Link>
      </p>
      <h1>Audit log</h1>
      <p>
        Each deletion, publication and e-mail to the public is recorded here as it is made, with what the person was shown before they confirmed
        it. Times are Virginia time.
      </p>
      <form method="get" className="filter-form" aria-label="Filter the audit log">
        <div>
          <label htmlFor="audit-kind">Kind of record</label>
          <select id="audit-kind" name="kind" defaultValue={filters.kind ?? ''}>
            <option value="">Anything</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-q">Words in its subject or summary</label>
          <input id="audit-q" name="q" type="search" defaultValue={filters.q} maxLength={200} />
        </div>
        <button type="submit" className="button button--small">
          Filter
        </button>
      </form>
      {entries.length === 0 ? (
        <p>No entry matches.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Audit entries" tabIndex={0}>
          <table className="data-table">
            <caption>
              {entries.length === 1 ? '1 entry' : `The newest ${entries.length.toLocaleString('en-US')} entries`}
              {filters.kind ? ` about ${filters.kind}` : ''}
              {filters.q ? ` holding “${filters.q}”` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Subject</th>
                <th scope="col">What they were shown</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{virginiaDateTime(entry.created_at)}</td>
                  <td>{entry.actor ?? 'a schedule'}</td>
                  <td>{entry.action}</td>
                  <td>{entry.subject}</td>
                  <td>{said(entry.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
