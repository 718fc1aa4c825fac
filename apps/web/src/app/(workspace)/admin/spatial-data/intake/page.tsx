import { sitePaths } from '@vtrans/contracts/site-paths';
import { ActionForm } from '@/components/action-form';
import { staffRoles } from '@vtrans/contracts/auth';
import { label, statusInWords, SubmissionStatus } from '@vtrans/contracts/submissions';
import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { LocalitySelect } from '@/components/locality-select';
import { viewerWith } from '@/server/auth/viewer';
import { formatAge } from '@/lib/format-age';
import { submissionJobsHref } from '@/server/domain/queue-links';
import { rerunAction } from '@/actions/spatial-data-review';
import { submissionsForReviewData } from '@/server/domain/restricted/submissions';
import { localityPlacesData } from '@/server/domain/places';
import { DataTable } from '@/components/lists/data-table';
import { FilterForm, FilterSelect } from '@/components/lists/filter-form';

export const metadata: Metadata = { title: 'Spatial data intake', description: 'Every spatial-data submission, with its status.' };

const IntakeFilters = z.object({
  status: SubmissionStatus.optional().catch(undefined),
  locality: z
    .string()
    .regex(/^51\d{3}$/)
    .optional()
    .catch(undefined),
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
      <FilterForm label="Filter submissions" submit="Apply">
        <FilterSelect
          id="intake-status"
          name="status"
          label="Status"
          value={filters.status}
          anyLabel="Any status"
          options={SubmissionStatus.options.map((status) => [status, label(status)] as const)}
        />
        <LocalitySelect id="intake-locality" label="Locality" emptyLabel="Any locality" defaultValue={filters.locality} localities={localities} />
        <FilterSelect
          id="intake-sort"
          name="sort"
          label="Order"
          value={filters.sort}
          options={[
            ['newest', 'Newest first'],
            ['oldest', 'Oldest first'],
          ]}
        />
      </FilterForm>
      <DataTable
        label="Submissions"
        caption={submissions.length === 1 ? '1 submission' : `${submissions.length} submissions`}
        rows={submissions}
        rowKey={(submission) => submission.id}
        empty={filters.status || filters.locality ? 'No submission matches these filters.' : 'No submissions yet.'}
        columns={[
          {
            header: 'Layer',
            rowHeader: true,
            cell: (submission) => (
              <>
                <Link href={sitePaths.submissionReview(submission.id)}>{submission.title}</Link>
                {submission.version > 1 && ` (version ${submission.version})`}
              </>
            ),
          },
          // The work on a row comes right after what it is: on a tablet the last column lies past the
          // screen's edge once the table is wider than it (the submitter's address is long).
          {
            header: 'Action',
            cell: (submission) => (
              <>
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
              </>
            ),
          },
          { header: 'Status', cell: (submission) => statusInWords(submission.status) },
          { header: 'Locality', cell: (submission) => submission.locality },
          { header: 'Submitter', cell: (submission) => submission.submitter },
          { header: 'Features', numeric: true, cell: (submission) => submission.features?.toLocaleString('en-US') ?? '—' },
          { header: 'Age', cell: (submission) => formatAge(submission.created_at) },
        ]}
      />
    </div>
  );
}
