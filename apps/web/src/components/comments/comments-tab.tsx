import { CommentFilters, commentCategoryIn } from '@vtrans/contracts/comments';
import { virginiaDateIn } from '@vtrans/contracts/dates';
import { type Language, langWhereDifferent, pathIn } from '@vtrans/contracts/languages';
import { sitePaths } from '@vtrans/contracts/site-paths';
import Link from 'next/link';
import { PlatformTabs } from '@/components/interactvtrans/platform-tabs';
import { spanishPages } from '@/lib/editions';
import { loadPage } from '@/server/domain/pages';
import { CommentActions } from './comment-actions';
import { CommentFilterForm } from './comment-filter-form';
import { commentsListWords } from './comments-list-words';
import { NonMapCommentForm } from './non-map-comment-form';
import { publicCommentsData } from '@/server/domain/comments';
import { localityPlacesData } from '@/server/domain/places';

const route = '/interactvtrans/comments';

/** The page's heading and intro: staff's page text in English, the team's Spanish in the Spanish edition. */
async function headingAndIntro(language: Language): Promise<{ heading: string; intro: string }> {
  if (language === 'es') return { heading: spanishPages.get(route)!.title, intro: commentsListWords.es.lead! };
  const page = await loadPage(route);
  return { heading: page.heading, intro: page.intro };
}

/**
 * The comments as a table with filters, and a comment form that needs no map: the same task as
 * the map explorer's, done with a keyboard or a screen reader. The filters are a plain GET form,
 * so the list works without JavaScript and a filtered list has its own URL. The Spanish edition's
 * list (issue 62) has every word of the frame in Spanish, the comments as they were written (each
 * marked with its language) and no explorer tabs, whose tools are in English.
 */
export async function CommentsTab({ searchParams, language = 'en' }: { searchParams: Record<string, string | string[] | undefined>; language?: Language }) {
  const words = commentsListWords[language];
  const action = pathIn(language, route);
  const parsed = CommentFilters.safeParse(searchParams);
  const filters = parsed.success ? parsed.data : {};
  const [{ heading, intro }, comments, localities] = await Promise.all([headingAndIntro(language), publicCommentsData(filters), localityPlacesData()]);
  const filtered = Boolean(filters.category || filters.locality || filters.answered || filters.period);

  return (
    <div className="container content-page">
      {language === 'en' && <PlatformTabs current={route} />}
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      <p>
        <Link href={pathIn(language, '/interactvtrans/comments/new')}>{words.onTheMap}</Link>
        {words.onTheMapAfter}
        <a href="#add-comment">{words.addYours}</a>
        {words.addYoursAfter}
        <Link href={pathIn(language, sitePaths.commentPeriods)}>{words.periods}</Link>
        {words.periodsAfter}
      </p>

      <CommentFilterForm action={action} filters={filters} localities={localities} language={language} />
      {!parsed.success && (
        <p className="field-error" role="alert">
          {words.filters.notUnderstood}
        </p>
      )}

      <div className="table-scroll" role="region" aria-label={words.table} tabIndex={0}>
        <table className="data-table comments-table">
          <caption>{words.caption(comments.length, filtered)}</caption>
          <thead>
            <tr>
              <th scope="col">{words.columns.date}</th>
              <th scope="col">{words.columns.category}</th>
              <th scope="col">{words.columns.where}</th>
              <th scope="col">{words.columns.comment}</th>
              <th scope="col">{words.columns.response}</th>
              <th scope="col">{words.columns.likes}</th>
            </tr>
          </thead>
          <tbody>
            {comments.map((comment) => (
              <tr key={comment.id}>
                <td>
                  <span className="cell-label">{words.columns.date}</span>
                  <time dateTime={comment.createdAt}>{virginiaDateIn(language, comment.createdAt)}</time>
                </td>
                <td>
                  <span className="cell-label">{words.columns.category}</span>
                  {commentCategoryIn(language, comment.category)}
                </td>
                <td>
                  <span className="cell-label">{words.columns.where}</span>
                  {comment.locality ?? words.outsideVirginia}
                  {comment.locationNote && <span className="comment-place">{comment.locationNote}</span>}
                </td>
                <td>
                  <span className="cell-label">{words.columns.comment}</span>
                  <span lang={langWhereDifferent(comment.language, language)}>{comment.text}</span>
                  <span className="comment-author">— {comment.name || words.anonymous}</span>
                </td>
                <td>
                  <span className="cell-label">{words.columns.response}</span>
                  {comment.response ? (
                    // Staff answer in the language the comment was written in (its reply e-mail is in it too).
                    <span lang={langWhereDifferent(comment.language, language)}>{comment.response}</span>
                  ) : (
                    <span className="muted">{words.notAnswered}</span>
                  )}
                </td>
                <td>
                  <span className="cell-label">{words.columns.likes}</span>
                  <CommentActions commentId={comment.id} likes={comment.likes} language={language} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section aria-labelledby="add-comment" className="add-comment">
        <h2 id="add-comment">{words.addHeading}</h2>
        <p>{words.addIntro}</p>
        <NonMapCommentForm localities={localities.map(({ fips, name, point }) => ({ fips, name, point }))} language={language} />
      </section>
    </div>
  );
}
