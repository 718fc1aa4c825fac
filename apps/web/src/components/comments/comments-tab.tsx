import { CommentFilters } from '@vtrans/contracts/comments';
import { virginiaDate } from '@vtrans/contracts/dates';
import { sitePaths } from '@vtrans/contracts/site-paths';
import Link from 'next/link';
import { PlatformTabs } from '@/components/interactvtrans/platform-tabs';
import { loadPage } from '@/server/domain/pages';
import { CommentActions } from './comment-actions';
import { CommentFilterForm } from './comment-filter-form';
import { NonMapCommentForm } from './non-map-comment-form';
import { publicCommentsData } from '@/server/domain/comments';
import { localityPlacesData } from '@/server/domain/places';

const route = '/interactvtrans/comments';

/**
 * The comments as a table with filters, and a comment form that needs no map: the same task as
 * the map explorer's, done with a keyboard or a screen reader. The filters are a plain GET form,
 * so the list works without JavaScript and a filtered list has its own URL.
 */
export async function CommentsTab({ searchParams }: { searchParams: Record<string, string | string[] | undefined> }) {
  const page = await loadPage(route);
  const parsed = CommentFilters.safeParse(searchParams);
  const filters = parsed.success ? parsed.data : {};
  const [comments, localities] = await Promise.all([publicCommentsData(filters), localityPlacesData()]);
  const filtered = Boolean(filters.category || filters.locality || filters.answered || filters.period);

  return (
    <div className="container content-page">
      <PlatformTabs current={route} />
      <h1>{page.heading}</h1>
      <p className="lead">{page.intro}</p>
      <p>
        <Link href="/interactvtrans/comments/new">Comment on a place on the map</Link> (on a phone too) · <a href="#add-comment">Add your comment</a> without
        the map · <Link href={sitePaths.commentPeriods}>Public comment periods</Link> and the record of each
      </p>

      <CommentFilterForm action={route} filters={filters} localities={localities} />
      {!parsed.success && (
        <p className="field-error" role="alert">
          Some filters were not understood and are ignored.
        </p>
      )}

      <div className="table-scroll" role="region" aria-label="Public comments" tabIndex={0}>
        <table className="data-table comments-table">
          <caption>
            {comments.length === 1 ? '1 comment' : `${comments.length.toLocaleString('en-US')} comments`}
            {filtered ? ' matching the filters' : ''}, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Category</th>
              <th scope="col">Where</th>
              <th scope="col">Comment</th>
              <th scope="col">Staff response</th>
              <th scope="col">Likes</th>
            </tr>
          </thead>
          <tbody>
            {comments.map((comment) => (
              <tr key={comment.id}>
                <td>
                  <span className="cell-label">Date</span>
                  <time dateTime={comment.createdAt}>{virginiaDate(comment.createdAt)}</time>
                </td>
                <td>
                  <span className="cell-label">Category</span>
                  {comment.category}
                </td>
                <td>
                  <span className="cell-label">Where</span>
                  {comment.locality ?? 'Outside Virginia'}
                  {comment.locationNote && <span className="comment-place">{comment.locationNote}</span>}
                </td>
                <td>
                  <span className="cell-label">Comment</span>
                  {comment.text}
                  <span className="comment-author">— {comment.name || 'anonymous'}</span>
                </td>
                <td>
                  <span className="cell-label">Staff response</span>
                  {comment.response ?? <span className="muted">Not answered yet</span>}
                </td>
                <td>
                  <span className="cell-label">Likes</span>
                  <CommentActions commentId={comment.id} likes={comment.likes} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section aria-labelledby="add-comment" className="add-comment">
        <h2 id="add-comment">Add a comment without the map</h2>
        <p>Choose the county or city your comment is about and, if you like, the address, road or place. You can also comment on the map.</p>
        <NonMapCommentForm localities={localities.map(({ fips, name, point }) => ({ fips, name, point }))} />
      </section>
    </div>
  );
}
