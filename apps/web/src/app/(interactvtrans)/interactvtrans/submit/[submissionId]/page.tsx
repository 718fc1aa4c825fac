import { virginiaDateTime } from '@vtrans/contracts/dates';
import { label, resubmittableStatuses, statusInWords, SubmissionId } from '@vtrans/contracts/submissions';
import type { ProcessingReport } from '@vtrans/db';
import type { Metadata } from 'next';
import { describeReport } from '@vtrans/spatial/words';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ResubmitForm } from '@/components/submissions/resubmit-form';
import { StatusRefresher } from '@/components/submissions/status-refresher';
import { csrfTokenOfCookie } from '@/server/auth/session';
import { visibleSubmissionData } from '@/server/domain/restricted/submissions';

export const metadata: Metadata = { title: 'Submission status', description: 'Where your spatial-data submission stands, and its whole history.' };

type Props = { params: Promise<{ submissionId: string }> };

function Report({ report }: { report: unknown }) {
  if (!report) return <p>Not processed yet.</p>;
  if (typeof report === 'object' && 'reason' in report) return <p className="field-error">{String((report as { reason: string }).reason)}</p>;
  return (
    <ul className="report-sentences">
      {describeReport(report as ProcessingReport).map((sentence) => (
        <li key={sentence}>{sentence}</li>
      ))}
    </ul>
  );
}

export default async function SubmissionStatusPage({ params }: Props) {
  const { submissionId } = await params;
  const id = SubmissionId.safeParse(submissionId);
  if (!id.success) notFound();
  const { viewer: session, submission } = await visibleSubmissionData(id.data);
  if (!submission) notFound();
  const pending = submission.status === 'submitted' || submission.status === 'processing';
  return (
    <div className="container content-page">
      <StatusRefresher pending={pending} />
      <p>
        <Link href="/interactvtrans/submit">Your submissions</Link>
      </p>
      <h1>{submission.title}</h1>
      <p className="lead">
        {submission.locality} · {submission.category}
      </p>
      <p role="status" className="submission-status">
        Status: <strong>{statusInWords(submission.status)}</strong>
        {pending && ' — this page updates by itself.'}
      </p>
      {resubmittableStatuses.includes(submission.status) && submission.user_id === session.user.id && (
        <section aria-labelledby="resubmit-heading">
          <h2 id="resubmit-heading">Send a new version</h2>
          <p>
            {submission.status === 'failed' ? 'The file could not be processed (the reason is below).' : 'Staff asked for changes (see the history below).'}{' '}
            Send the corrected file; it becomes version {submission.versions.length + 1}.
          </p>
          <ResubmitForm submissionId={submission.id} csrfToken={(await csrfTokenOfCookie()) ?? ''} />
        </section>
      )}
      {submission.layer_id && (
        <p>
          Published in the <Link href="/interactvtrans/map-explorer">Map Explorer</Link> as “{submission.title}”.
        </p>
      )}
      {submission.versions.map((version) => (
        <section key={version.version} aria-labelledby={`version-${version.version}`}>
          <h2 id={`version-${version.version}`}>Version {version.version}</h2>
          <p>
            {version.file_name} ({version.file_type}
            {version.layer_name ? `, layer “${version.layer_name}”` : ''},{' '}
            {version.source_crs || (version.source_srid ? `EPSG:${version.source_srid}` : 'as the file says')}
            {version.source_crs && version.source_srid ? ` (EPSG:${version.source_srid})` : ''}), sent {virginiaDateTime(version.created_at)}
          </p>
          <Report report={version.report} />
        </section>
      ))}
      <div className="table-scroll" role="region" aria-label="History" tabIndex={0}>
        <table className="data-table">
          <caption>History</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Version</th>
              <th scope="col">Status</th>
              <th scope="col">By</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {submission.history.map((record, index) => (
              <tr key={index}>
                <td>{virginiaDateTime(record.created_at)}</td>
                <td>{record.version}</td>
                <td>{label(record.status)}</td>
                <td>{{ system: 'Processing service', staff: 'Staff', submitter: 'You' }[record.actor]}</td>
                <td>{record.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
