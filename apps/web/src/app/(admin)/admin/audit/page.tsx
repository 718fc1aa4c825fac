import { AuditQuery } from '@vtrans/contracts/audit';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { auditLogData } from '@/server/domain/restricted/audit';
import { DataTable } from '@/components/lists/data-table';
import { FilterForm, FilterSelect, FilterText } from '@/components/lists/filter-form';

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
        Each deletion, publication and e-mail to the public is recorded here as it is made, with what the person was shown before they confirmed it. Times are
        Virginia time.
      </p>
      <FilterForm label="Filter the audit log">
        <FilterSelect
          id="audit-kind"
          name="kind"
          label="Kind of record"
          value={filters.kind}
          anyLabel="Anything"
          options={kinds.map((kind) => [kind, kind] as const)}
        />
        <FilterText id="audit-q" name="q" label="Words in its subject or summary" value={filters.q} maxLength={200} />
      </FilterForm>
      <DataTable
        label="Audit entries"
        caption={
          <>
            {entries.length === 1 ? '1 entry' : `The newest ${entries.length.toLocaleString('en-US')} entries`}
            {filters.kind ? ` about ${filters.kind}` : ''}
            {filters.q ? ` holding “${filters.q}”` : ''}
          </>
        }
        rows={entries}
        rowKey={(entry) => entry.id}
        empty="No entry matches."
        columns={[
          { header: 'When', cell: (entry) => virginiaDateTime(entry.created_at) },
          { header: 'Who', cell: (entry) => entry.actor ?? 'a schedule' },
          { header: 'What', cell: (entry) => entry.action },
          { header: 'Subject', cell: (entry) => entry.subject },
          { header: 'What they were shown', cell: (entry) => said(entry.details) },
        ]}
      />
    </div>
  );
}
