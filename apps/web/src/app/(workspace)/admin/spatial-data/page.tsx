import { label, submissionStatuses } from '@vtrans/contracts/submissions';
import type { Metadata } from 'next';
import Link from 'next/link';
import { submissionsForReviewData } from '@/server/domain/restricted/submissions';

export const metadata: Metadata = { title: 'Spatial data', description: 'Spatial data submitted by localities: intake and review.' };

export default async function SpatialDataAdminPage() {
  const submissions = await submissionsForReviewData();
  const counts = submissionStatuses.map((status) => ({ status, count: submissions.filter((submission) => submission.status === status).length }));
  return (
    <div className="container content-page">
      <p>
        <Link href="/admin">Admin</Link>
      </p>
      <h1>Spatial data</h1>
      <ul className="status-counts">
        {counts.map(({ status, count }) => (
          <li key={status}>
            <Link href={`/admin/spatial-data/intake?status=${status}`}>
              {label(status)}: {count}
            </Link>
          </li>
        ))}
      </ul>
      <ul>
        <li>
          <Link href="/admin/spatial-data/intake">Intake: every submission, with filters</Link>
        </li>
        <li>
          <Link href="/admin/spatial-data/review">Review: processed submissions waiting for a decision</Link>
        </li>
      </ul>
    </div>
  );
}
