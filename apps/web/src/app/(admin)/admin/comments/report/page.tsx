import { StaffCommentFilters } from '@vtrans/contracts/comments';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PrintButton } from '@/components/print-button';
import { CountsTable } from '@/components/comments/counts-table';
import { commentsReportData } from '@/server/domain/restricted/comments';

export const metadata: Metadata = { title: 'Map comments: summary report', description: 'A printable summary of public map comments for the record.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });
const day = (iso: string) => longDate.format(new Date(iso));

/** What the filters chose, in words, for the report's heading. */
function describeFilters(filters: StaffCommentFilters, localityName: string | null): string {
  const parts = [
    filters.category && `category “${filters.category}”`,
    filters.locality && (localityName ?? `locality ${filters.locality}`),
    filters.answered && (filters.answered === 'yes' ? 'answered' : 'not yet answered'),
    filters.visibility && filters.visibility !== 'all' && (filters.visibility === 'hidden' ? 'hidden by moderators' : 'shown to the public'),
  ].filter(Boolean);
  return parts.length ? `Comments: ${parts.join(', ')}.` : 'All comments, including any hidden by moderators.';
}

/**
 * The public-involvement record of the map comments (issue 23): counts by category and locality, a
 * map, and every comment with its response — one page that prints on A4 or Letter (globals.css,
 * print rules) and saves as PDF from the print dialog.
 */
export default async function CommentsReportPage({ searchParams }: Props) {
  const parsed = StaffCommentFilters.safeParse(await searchParams);
  const filters = parsed.success ? parsed.data : {};
  const report = await commentsReportData(filters);
  const total = report.comments.length;
  return (
    <div className="container content-page comments-report">
      <p className="no-print">
        <Link href="/admin/comments">Back to map comments</Link>
      </p>
      <h1>Public map comments: summary report</h1>
      <p className="lead">
        {describeFilters(filters, report.comments[0]?.locality ?? null)} {total} {total === 1 ? 'comment' : 'comments'}, {report.answered} answered by staff.
        Prepared {longDate.format(new Date())} by the Office of Intermodal Planning and Investment.
      </p>
      <PrintButton>Print or save as PDF</PrintButton>

      <div className="report-counts">
        <CountsTable caption="Comments by category" heading="Category" rows={report.byCategory} />
        <CountsTable caption="Comments by locality" heading="Locality" rows={report.byLocality} />
      </div>

      {report.mapSvg && (
        <figure className="report-map">
          <div
            className="plot-figure"
            role="img"
            aria-label={`Map of the ${total} comments across Virginia`}
            dangerouslySetInnerHTML={{ __html: report.mapSvg }}
          />
          <figcaption>Where the comments were left: points, and the lines and areas people drew.</figcaption>
        </figure>
      )}

      <h2>Every comment</h2>
      {total === 0 && <p>No comments match.</p>}
      <ol className="report-comments">
        {report.comments.map((comment) => (
          <li key={comment.id}>
            <h3>
              {comment.category} · {comment.locality ?? 'Outside Virginia'} · {day(comment.createdAt)}
            </h3>
            {comment.locationNote && <p className="report-comments__place">Place: {comment.locationNote}</p>}
            <p>{comment.text}</p>
            <p className="report-comments__meta">
              {comment.likes} {comment.likes === 1 ? 'like' : 'likes'}
              {comment.hidden && ' · hidden by moderators'}
            </p>
            {comment.response ? (
              <blockquote className="report-comments__response">
                <p>
                  <strong>Response{comment.respondedAt ? ` of ${day(comment.respondedAt)}` : ''}:</strong> {comment.response}
                </p>
              </blockquote>
            ) : (
              <p className="report-comments__meta">Not yet answered.</p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
