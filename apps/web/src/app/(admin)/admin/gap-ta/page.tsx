import { sitePaths } from '@vtrans/contracts/site-paths';
import { GapTaApplicationStatus, gapTaApplicationStatuses } from '@vtrans/contracts/gap-ta';
import { virginiaDate } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { gapTaApplicationsData } from '@/server/restricted/gap-ta';

export const metadata: Metadata = { title: 'GAP-TA applications', description: 'Applications for GAP technical assistance.' };

type Props = { searchParams: Promise<{ status?: string }> };

export default async function AdminGapTaPage({ searchParams }: Props) {
  const status = GapTaApplicationStatus.safeParse((await searchParams).status);
  const applications = await gapTaApplicationsData(status.success ? status.data : undefined);
  return (
    <div className="container content-page">
      <h1>GAP-TA applications</h1>
      <form method="get" className="filter-form">
        <div>
          <label htmlFor="status">Status</label>
          <select id="status" name="status" defaultValue={status.success ? status.data : ''}>
            <option value="">Any status</option>
            {gapTaApplicationStatuses.map((candidate) => (
              <option key={candidate} value={candidate}>
                {candidate}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--small">
          Filter
        </button>
      </form>
      {applications.length === 0 ? (
        <p>No applications{status.success ? ` with status “${status.data}”` : ''}.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Applications" tabIndex={0}>
        <table className="data-table">
          <caption>
            {applications.length} application{applications.length === 1 ? '' : 's'}, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Project</th>
              <th scope="col">Organization</th>
              <th scope="col">Locality</th>
              <th scope="col">Received</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {applications.map((application) => (
              <tr key={application.id}>
                <td>{application.id}</td>
                <td>
                  <Link href={sitePaths.gapTaApplication(application.id)}>{application.project_title}</Link>
                </td>
                <td>{application.organization}</td>
                <td>{application.locality}</td>
                <td>{virginiaDate(application.created_at)}</td>
                <td>{application.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
    </div>
  );
}
