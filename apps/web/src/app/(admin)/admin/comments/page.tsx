import { sitePaths } from '@vtrans/contracts/site-paths';
import { ActionForm } from '@/components/action-form';
import { virginiaDate, virginiaDateTime } from '@vtrans/contracts/dates';
import { StaffCommentFilters } from '@vtrans/contracts/comments';
import type { Metadata } from 'next';
import { CommentResponseForm, CommentResponses } from '@/components/comment-moderation';
import { CommentFilterForm } from '@/components/comments/comment-filter-form';
import { clearFlagsAction, setHiddenAction } from '@/actions/comment-moderation';
import { ConsequentialForm } from '@/components/consequential-form';
import { moderationData } from '@/server/domain/restricted/comments';
import { localityPlacesData } from '@/server/domain/places';

export const metadata: Metadata = { title: 'Map comments', description: 'Moderate and answer public map comments.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** An address with the list's filters: the exports (server/domain/comments-export.ts) and the report take the same. */
function withFilters(path: string, filters: StaffCommentFilters, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query.size ? `${path}?${query}` : path;
}

export default async function AdminCommentsPage({ searchParams }: Props) {
  const parsed = StaffCommentFilters.safeParse(await searchParams);
  const filters = parsed.success ? parsed.data : {};
  const [comments, localities] = await Promise.all([moderationData(filters), localityPlacesData()]);
  return (
    <div className="container content-page">
      <h1>Map comments</h1>
      <p>Comments that visitors have flagged come first, then unanswered ones. Hidden comments disappear from the public map and lists.</p>
      <CommentFilterForm action="/admin/comments" filters={filters} localities={localities} staff />
      {!parsed.success && (
        <p className="field-error" role="alert">
          Some filters were not understood and are ignored.
        </p>
      )}
      <p>
        For the public record, download every comment these filters select (no e-mail addresses):{' '}
        <a href={withFilters('/api/admin/comments/export', filters, { format: 'csv' })} download>
          CSV (opens in a spreadsheet)
        </a>{' '}
        ·{' '}
        <a href={withFilters('/api/admin/comments/export', filters, { format: 'geojson' })} download>
          GeoJSON (opens in GIS)
        </a>{' '}
        · <a href={withFilters('/admin/comments/report', filters)}>Summary report to print or save as PDF</a>
      </p>
      {/* Answers show above the list: an answered comment may leave a filtered list, and its message would leave with it. */}
      <CommentResponses>
        {comments.length === 0 && <p>No comments match.</p>}
        <ul className="item-list">
          {comments.map((comment) => (
            <li key={comment.id} id={`comment-${comment.id}`} aria-label={`Comment of ${virginiaDate(comment.created_at)}`}>
              <p>
                <strong>{comment.category}</strong> · {comment.locality ?? 'outside Virginia’s localities'} · {comment.name || 'anonymous'} ·{' '}
                {virginiaDateTime(comment.created_at)} · <a href={sitePaths.commentOnMap(comment.id)}>See it on the map</a>
                {comment.hidden && ' · hidden'}
                {!comment.has_email && ' · no address for a reply'}
              </p>
              <p>{comment.text}</p>
              {comment.new_flags.length > 0 && (
                <div className="flag-notice">
                  <p>
                    <strong>Flagged {comment.new_flags.length === 1 ? 'once' : `${comment.new_flags.length} times`}:</strong> {comment.new_flags.join('; ')}
                  </p>
                  <ActionForm action={clearFlagsAction}>
                    <input type="hidden" name="id" value={comment.id} />
                    <button type="submit" className="button button--outline">
                      Keep it: flags reviewed
                    </button>
                  </ActionForm>
                </div>
              )}
              <ConsequentialForm action={setHiddenAction} opener={comment.hidden ? 'Show on the public map…' : 'Hide from the public…'}>
                <input type="hidden" name="id" value={comment.id} />
                <input type="hidden" name="hidden" value={comment.hidden ? 'false' : 'true'} />
              </ConsequentialForm>
              <CommentResponseForm comment={comment} />
            </li>
          ))}
        </ul>
      </CommentResponses>
    </div>
  );
}
