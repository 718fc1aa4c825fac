import { commentChannelLabels, daysLeftText, periodState } from '@vtrans/contracts/comment-periods';
import { virginiaDate } from '@vtrans/contracts/dates';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { PublicComment } from '@vtrans/db';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PeriodDates } from '@/components/comment-periods/period-parts';
import { CountsTable } from '@/components/comments/counts-table';
import { OtherWaysToComment } from '@/components/office/office-address';
import { PrintButton } from '@/components/print-button';
import { commentPeriodData, commentPeriodRecordData } from '@/server/domain/comment-periods';

type Props = { params: Promise<{ periodId: string }> };

async function load(params: Props['params']) {
  const period = await commentPeriodData((await params).periodId);
  if (!period) notFound();
  return period;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const period = await load(params);
  return {
    title: `${period.title}: comments and responses`,
    description: `The record of the public comment period on ${period.subject}: every comment received and the response to it.`,
  };
}

const NO_THEME = 'No theme';

/** One comment of the record: when and how it came, where it is about, its words and the response. */
function RecordedComment({ comment, revised }: { comment: PublicComment; revised?: { version: number; updatedAt: Date } }) {
  const received = comment.receivedOn ? virginiaDate(`${comment.receivedOn}T12:00:00Z`) : virginiaDate(comment.createdAt);
  const channel =
    comment.channel === 'meeting' && comment.meetingName ? `${commentChannelLabels.meeting}: ${comment.meetingName}` : commentChannelLabels[comment.channel];
  const place = [comment.locality, comment.locationNote].filter(Boolean).join(' — ');
  return (
    <li className="record-comment">
      <p className="record-comment__meta">
        {received} · {channel} · {comment.category} · {place || 'No place given'} · {comment.name || 'Anonymous'}
      </p>
      <p>{comment.text}</p>
      {comment.response ? (
        <blockquote className="report-comments__response">
          <p>
            <strong>Response{comment.respondedAt ? ` of ${virginiaDate(comment.respondedAt)}` : ''}</strong>
            {revised && (
              <>
                {' '}
                (revised {virginiaDate(revised.updatedAt)}, version {revised.version})
              </>
            )}
            : {comment.response}
          </p>
        </blockquote>
      ) : (
        <p className="record-comment__meta">Not yet answered.</p>
      )}
    </li>
  );
}

/**
 * A comment period's response-to-comments record (issue 41): the period, what was received in
 * numbers (by channel, theme, locality and category), and every public comment with its response,
 * grouped by theme. It prints as a report (the site's print rules) and saves as PDF from the print
 * dialog; the same comments download as CSV and GeoJSON.
 */
export default async function CommentPeriodRecordPage({ params }: Props) {
  const period = await load(params);
  const record = await commentPeriodRecordData(period.id);
  const state = periodState(period);
  const themes = [...new Set(record.comments.flatMap((comment) => comment.themes))].sort((a, b) => a.localeCompare(b));
  const groups = [
    ...themes.map((theme) => ({ theme, comments: record.comments.filter((comment) => comment.themes.includes(theme)) })),
    { theme: NO_THEME, comments: record.comments.filter((comment) => comment.themes.length === 0) },
  ].filter((group) => group.comments.length > 0);
  const { counts } = record;
  return (
    <div className="container content-page comments-report">
      <p className="no-print">
        <Link href="/get-involved/comment-periods">Public comment periods</Link>
      </p>
      <h1>{period.title}</h1>
      <p className="lead">{period.description}</p>
      <dl className="facts">
        <dt>About</dt>
        <dd>{period.documentId ? <Link href={sitePaths.document(period.documentId)}>{period.documentTitle ?? period.subject}</Link> : period.subject}</dd>
        <dt>Open for comment</dt>
        <dd>
          <PeriodDates period={period} />
        </dd>
        <dt>Where</dt>
        <dd>{period.localityNames.length ? period.localityNames.join(', ') : 'Statewide'}</dd>
        <dt>Status</dt>
        <dd>{state === 'open' ? `Open: ${daysLeftText(period.closesAt).toLowerCase()}` : state === 'upcoming' ? 'Not open yet' : 'Closed'}</dd>
      </dl>
      {state === 'open' && (
        <p className="no-print">
          <Link className="button" href={`/interactvtrans/comments/new?period=${period.id}`}>
            Comment on a map
          </Link>{' '}
          <Link href={`/interactvtrans/comments?period=${period.id}#add-comment`}>Comment without a map</Link>
        </p>
      )}
      <p className="no-print">
        Download every public comment of this period: <a href={sitePaths.commentPeriodExport(period.id, 'csv')}>CSV (opens in a spreadsheet)</a> ·{' '}
        <a href={sitePaths.commentPeriodExport(period.id, 'geojson')}>GeoJSON (opens in GIS)</a>
      </p>
      <PrintButton>Print or save as PDF</PrintButton>
      {state === 'open' && <OtherWaysToComment periodTitle={period.title} />}

      <h2>What we heard, in numbers</h2>
      <p>
        {counts.received} {counts.received === 1 ? 'comment' : 'comments'} received, {counts.answered} answered.
        {counts.keptPrivate > 0 &&
          ` ${counts.keptPrivate} of them ${counts.keptPrivate === 1 ? 'was' : 'were'} received in confidence at the commenter’s request: counted here, not shown below.`}{' '}
        A comment with several themes counts under each.
      </p>
      {/* An empty record says so once, rather than in four empty tables (issue 59). */}
      {counts.received > 0 && (
        <div className="report-counts">
          <CountsTable
            caption="Comments by how they reached us"
            heading="Channel"
            rows={counts.byChannel.map((row) => ({ ...row, name: commentChannelLabels[row.name as keyof typeof commentChannelLabels] ?? row.name }))}
          />
          <CountsTable caption="Comments by theme" heading="Theme" rows={counts.byTheme} />
          <CountsTable caption="Comments by locality" heading="Locality" rows={counts.byLocality} />
          <CountsTable caption="Comments by category" heading="Category" rows={counts.byCategory} />
        </div>
      )}

      {counts.received > 0 && <h2>Comments and responses, by theme</h2>}
      {counts.received > 0 && groups.length === 0 && <p>No comment is public yet.</p>}
      {groups.map((group) => (
        <section key={group.theme} aria-label={`${group.theme}: ${group.comments.length} ${group.comments.length === 1 ? 'comment' : 'comments'}`}>
          <h3>
            {group.theme} ({group.comments.length})
          </h3>
          <ol className="report-comments">
            {group.comments.map((comment) => (
              <RecordedComment key={comment.id} comment={comment} revised={record.revised.get(comment.id)} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
