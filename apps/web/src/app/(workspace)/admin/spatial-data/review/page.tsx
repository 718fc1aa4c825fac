import { sitePaths } from '@vtrans/contracts/site-paths';
import { staffRoles } from '@vtrans/contracts/auth';
import { attributeTableRows, label as statusLabel, statusInWords, SubmissionId } from '@vtrans/contracts/submissions';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import type { ProcessingReport } from '@vtrans/db';
import type { FeatureCollection } from 'geojson';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AttributeTable } from '@/components/submissions/attribute-table';
import { ReviewForm } from '@/components/submissions/review-form';
import { FeatureMap } from '@/components/feature-map';
import { formatAge } from '@/lib/format-age';
import { viewerWith } from '@/server/auth/viewer';
import { submissionJobsHref } from '@/server/domain/queue-links';
import {
  submissionAttributesData,
  submissionFeaturesData,
  submissionForReviewData,
  submissionsForReviewData,
  submissionVersionChangesData,
} from '@/server/domain/restricted/submissions';

export const metadata: Metadata = { title: 'Spatial data review', description: 'Review a submitted layer on the map and decide on it.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

type Changes = NonNullable<Awaited<ReturnType<typeof submissionVersionChangesData>>>;

const counted = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * A resubmission compared with the version before it (issue 59: its review showed no difference
 * from version 1): features the same, added, removed, with other attributes or moved; some of the
 * changed attributes, field by field; fields that came or went.
 */
function VersionChanges({ changes }: { changes: Changes }) {
  const none =
    changes.added + changes.removed + changes.attributesChanged + changes.moved === 0 && changes.fieldsAdded.length + changes.fieldsRemoved.length === 0;
  return (
    <section aria-labelledby="changes">
      <h2 id="changes">
        Changes from version {changes.older} to {changes.newer}
      </h2>
      {none ? (
        <p>None: every feature has the same shape and attributes as in version {changes.older}.</p>
      ) : (
        <>
          <ul>
            <li>{counted(changes.same, 'feature')} unchanged</li>
            <li>{counted(changes.added, 'feature')} added</li>
            <li>{counted(changes.removed, 'feature')} removed</li>
            <li>{counted(changes.attributesChanged, 'feature')} with other attributes, the same shape</li>
            <li>{counted(changes.moved, 'feature')} moved or reshaped, the same attributes</li>
            {changes.fieldsAdded.length > 0 && <li>Fields added: {changes.fieldsAdded.join(', ')}</li>}
            {changes.fieldsRemoved.length > 0 && <li>Fields no longer there: {changes.fieldsRemoved.join(', ')}</li>}
          </ul>
          {changes.examples.length > 0 && (
            <div className="table-scroll" role="region" aria-label="Changed attributes" tabIndex={0}>
              <table className="data-table">
                <caption>Changed attributes{changes.examples.length === 10 ? ' (the first 10)' : ''}</caption>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Version {changes.older}</th>
                    <th scope="col">Version {changes.newer}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.examples.map((example, index) => (
                    <tr key={`${example.field}-${index}`}>
                      <th scope="row">
                        <code>{example.field}</code>
                      </th>
                      <td>{example.before ?? '—'}</td>
                      <td>{example.after ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

export default async function ReviewPage({ searchParams }: Props) {
  const search = await searchParams;
  const requested = search.submission;
  if (!requested) {
    const waiting = (await Promise.all((['processed', 'in_review'] as const).map((status) => submissionsForReviewData({ status, oldestFirst: true })))).flat();
    return (
      <div className="container content-page">
        <p>
          <Link href="/admin/spatial-data">Spatial data</Link>
        </p>
        <h1>Review</h1>
        {waiting.length === 0 && <p>Nothing is waiting for review.</p>}
        <ul className="item-list">
          {waiting.map((submission) => (
            <li key={submission.id}>
              <p>
                <Link href={sitePaths.submissionReview(submission.id)}>{submission.title}</Link>
                {submission.version > 1 && ` (version ${submission.version})`} — {submission.locality}
              </p>
              <p>
                {statusInWords(submission.status)}, for {formatAge(submission.status_at)}. Sent by {submission.submitter} on{' '}
                {virginiaDateTime(submission.created_at)}.
              </p>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const id = SubmissionId.safeParse(requested);
  if (!id.success) notFound();
  const [submission, session] = await Promise.all([submissionForReviewData(id.data), viewerWith(staffRoles)]);
  if (!submission) notFound();
  const latest = submission.versions.at(-1)!;
  const report = latest.report as ProcessingReport | { reason: string } | null;
  const pageNumber = Number(search.page);
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= attributeTableRows.maxRows / attributeTableRows.pageSize ? pageNumber - 1 : 0;
  // Compared with the latest earlier version that was loaded: one that failed processing has no features.
  const earlier = submission.versions
    .slice(0, -1)
    .reverse()
    .find((version) => version.report !== null && typeof version.report === 'object' && 'features' in version.report);
  const [features, attributes, changes] = await Promise.all([
    submissionFeaturesData(submission.id, latest.version) as Promise<FeatureCollection>,
    submissionAttributesData(submission.id, latest.version, page),
    earlier ? submissionVersionChangesData(submission.id, earlier.version, latest.version) : null,
  ]);
  // What was said on the way here — the locality's and staff's notes — without opening the history (issue 59).
  const notes = submission.history.filter((record) => record.note.trim());
  return (
    <div className="container content-page">
      <p>
        <Link href="/admin/spatial-data/review">Review</Link> · <Link href="/admin/spatial-data/intake">Intake</Link> ·{' '}
        <Link href={`/interactvtrans/submit/${submission.id}`}>Full history</Link>
        {session.user.role === 'admin' && (
          <>
            {' '}
            · <Link href={submissionJobsHref(submission.id)}>Processing jobs</Link>
          </>
        )}
      </p>
      <h1>{submission.title}</h1>
      <div className="review-layout">
        <div>{features.features.length > 0 ? <FeatureMap features={features} label={`Map of ${submission.title}`} /> : <p>No features were loaded.</p>}</div>
        <div>
          <dl className="report">
            <dt>Status</dt>
            <dd>{statusInWords(submission.status)}</dd>
            <dt>Locality</dt>
            <dd>{submission.locality}</dd>
            <dt>Category</dt>
            <dd>{submission.category}</dd>
            <dt>Description</dt>
            <dd>{submission.description || '—'}</dd>
            <dt>File</dt>
            <dd>
              {latest.file_name} (version {latest.version}, {latest.source_crs || 'coordinate system as the file says'}
              {latest.source_srid ? `, EPSG:${latest.source_srid}` : ''})
            </dd>
            {report && 'reason' in report && (
              <>
                <dt>Processing failed</dt>
                <dd>{report.reason}</dd>
              </>
            )}
            {report && 'features' in report && (
              <>
                <dt>Features</dt>
                <dd>{report.features.toLocaleString('en-US')}</dd>
                <dt>Shapes</dt>
                <dd>{report.geometryTypes.join(', ').toLowerCase()}</dd>
                <dt>Repaired / left out</dt>
                <dd>
                  {report.repaired} / {report.dropped}
                </dd>
                <dt>Localities</dt>
                <dd>{report.localities.join(', ')}</dd>
              </>
            )}
          </dl>
          <ReviewForm submissionId={submission.id} status={submission.status} />
        </div>
      </div>
      {changes && <VersionChanges changes={changes} />}
      {notes.length > 0 && (
        <section aria-labelledby="notes">
          <h2 id="notes">Notes on this submission</h2>
          <ol className="item-list">
            {notes.map((record) => (
              <li key={`${record.version}-${record.created_at.toISOString()}`}>
                <p className="muted">
                  Version {record.version}, {statusLabel(record.status)}, by{' '}
                  {record.actor === 'submitter' ? 'the locality' : record.actor === 'staff' ? 'staff' : 'the processing service'},{' '}
                  {virginiaDateTime(record.created_at)}
                </p>
                <p className="note-text">{record.note}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      <section aria-labelledby="attributes" className="review-attributes">
        <h2 id="attributes">Attributes</h2>
        <p>What the public will see for each feature once the layer is approved. Click a feature on the map to see one feature’s attributes.</p>
        <AttributeTable
          {...attributes}
          page={page}
          pageSize={attributeTableRows.pageSize}
          maxRows={attributeTableRows.maxRows}
          pageHref={(number) => `${sitePaths.submissionReview(submission.id, { page: String(number + 1) })}#attributes`}
        />
      </section>
    </div>
  );
}
