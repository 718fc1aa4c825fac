import { sitePaths } from '@vtrans/contracts/site-paths';
import { GapTaApplicationStatus, gapTaApplicationStatuses } from '@vtrans/contracts/gap-ta';
import { virginiaDate } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { gapTaApplicationsData } from '@/server/domain/restricted/gap-ta';
import { DataTable } from '@/components/lists/data-table';
import { FilterForm, FilterSelect } from '@/components/lists/filter-form';

export const metadata: Metadata = { title: 'GAP-TA applications', description: 'Applications for GAP technical assistance.' };

type Props = { searchParams: Promise<{ status?: string }> };

export default async function AdminGapTaPage({ searchParams }: Props) {
  const status = GapTaApplicationStatus.safeParse((await searchParams).status);
  const applications = await gapTaApplicationsData(status.success ? status.data : undefined);
  return (
    <div className="container content-page">
      <h1>GAP-TA applications</h1>
      <FilterForm label="Filter the applications">
        <FilterSelect
          id="status"
          name="status"
          label="Status"
          value={status.success ? status.data : undefined}
          anyLabel="Any status"
          options={gapTaApplicationStatuses.map((candidate) => [candidate, candidate] as const)}
        />
      </FilterForm>
      <DataTable
        label="Applications"
        caption={`${applications.length} application${applications.length === 1 ? '' : 's'}, newest first`}
        rows={applications}
        rowKey={(application) => application.id}
        empty={`No applications${status.success ? ` with status “${status.data}”` : ''}.`}
        columns={[
          { header: 'Number', cell: (application) => application.id },
          { header: 'Project', cell: (application) => <Link href={sitePaths.gapTaApplication(application.id)}>{application.project_title}</Link> },
          { header: 'Organization', cell: (application) => application.organization },
          { header: 'Locality', cell: (application) => application.locality },
          { header: 'Received', cell: (application) => virginiaDate(application.created_at) },
          { header: 'Status', cell: (application) => application.status },
        ]}
      />
    </div>
  );
}
