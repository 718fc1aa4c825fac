import { sitePaths } from '@vtrans/contracts/site-paths';
import { ActionForm } from '@/components/action-form';
import { staffRoles } from '@vtrans/contracts/auth';
import { label, statusInWords, SubmissionStatus } from '@vtrans/contracts/submissions';
import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { LocalitySelect } from '@/components/locality-select';
import { viewerWith } from '@/server/viewer';
import { formatAge } from '@/lib/format-age';
import { submissionJobsHref } from '@/server/queue-links';
import { rerunAction } from '@/actions/spatial-data-review';
import { submissionsForReviewData } from '@/server/restricted/submissions';
import { localityPlacesData } from '@/server/places';

export const metadata: Metadata = { title: 'Spatial data intake', description: 'Every spatial-data submission, with its status.' };

const IntakeFilters = z.object({
  status: SubmissionStatus.optional().catch(undefined),
  locality: z.string().regex(/^51\d{3}$/).optional().catch(undefined),
  sort: z.enum(['newest', 'oldest']).catch('newest').default('newest'),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function IntakePage({ searchParams }: Props) {
  const filters = IntakeFilters.parse(await searchParams);
  const [submissions, session, localities] = await Promise.all([
    submissionsForReviewData({ status: filters.status, localityFips: filters.locality, oldestFirst: filters.sort === 'oldest' }),
    viewerWith(staffRoles),
    localityPlacesData(),
  ]);
  return (
    <div className="container content-page">
      <p>
        <Link href="/admin/spatial-data">Spatial data</Link>
      </p>
      <h1>Intake</h1>
      <form method="get" className="filter-form" aria-label="Filter submissions">
        <div>
          <label htmlFor="intake-status">Status</label>
          <select id="intake-status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">Any status</option>
            {SubmissionStatus.options.map((status) => (
              <option key={status} value={status}>
                {label(status)}
              </option>
            ))}
          </select>
        </div>
        <LocalitySelect id="intake-locality" label="Locality" emptyLabel="Any locality" defaultValue={filters.locality} localities={localities} />
        <div>
          <label htmlFor="intake-sort">Order</label>
          <select id="intake-sort" name="sort" defaultValue={filters.sort}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </select>
        </div>
        <button type="submit" className="button">
          Apply
        </button>
      </form>
      <div className="table-scroll" role="region" aria-label="Submissions" tabIndex={0}>
        <table className="data-table">
          <caption>{submissions.length === 1 ? '1 submission' : `${submissions.length} submissions`}</caption>
          <thead>
            <tr>
              <th scope="col">Layer</th>
              <th scope="col">Status</th>
              <th scope="col">Locality</th>
              <th scope="col">Submitter</th>
              <th scope="col">Features</th>
              <th scope="col">Age</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {submissions.map((submission) => (
              <tr key={submission.id}>
                <th scope="row">
                  <Link href={sitePaths.submissionReview(submission.id)}>{submission.title}</Link>
                  {submission.version > 1 && ` (version ${submission.version})`}
                </th>
                <td>{statusInWords(submission.status)}</td>
                <td>{submission.locality}</td>
                <td>{submission.submitter}</td>
                <td>{submission.features?.toLocaleString('en-US') ?? '—'}</td>
                <td>{formatAge(submission.created_at)}</td>
                <td>
                  {session.user.role === 'admin' && (
                    <p>
                      <Link href={submissionJobsHref(submission.id)} aria-label={`Processing jobs of ${submission.title}`}>
                        Jobs
                      </Link>
                    </p>
                  )}
                  {submission.status === 'failed' && (
                    <ActionForm action={rerunAction}>
                      <input type="hidden" name="submissionID" value={submission.id} />
                      <button type="submit" className="button button--outline button--small">
                        Run processing again
                      </button>
                    </ActionForm>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
