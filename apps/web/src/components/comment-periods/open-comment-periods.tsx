import { daysLeftText } from '@vtrans/contracts/comment-periods';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { CommentPeriod } from '@vtrans/db';
import Link from 'next/link';
import { PeriodTitle } from './period-parts';

/**
 * The comment periods open now, with the days left and the ways to comment (issue 41): the home
 * page and the meetings page show it; nothing when none is open. The copy is kept for the day in
 * Virginia, so the days left are counted on that calendar.
 */
export function OpenCommentPeriods({ periods, headingLevel = 2 }: { periods: CommentPeriod[]; headingLevel?: 2 | 3 }) {
  if (periods.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="open-comment-periods" aria-labelledby="open-comment-periods-heading">
      <Heading id="open-comment-periods-heading">Open for public comment</Heading>
      <ul className="item-list">
        {periods.map((period) => (
          <li key={period.id}>
            <PeriodTitle period={period} />
            <p>
              Comments close <time dateTime={period.closesAt.toISOString()}>{virginiaDateTime(period.closesAt)}</time>.{' '}
              <strong>{daysLeftText(period.closesAt)}.</strong>
            </p>
            <p>
              <Link href={`/interactvtrans/comments/new?period=${period.id}`}>
                Comment on a map<span className="visually-hidden">: {period.title}</span>
              </Link>{' '}
              ·{' '}
              <Link href={`/interactvtrans/comments?period=${period.id}#add-comment`}>
                Comment without a map<span className="visually-hidden">: {period.title}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link href={sitePaths.commentPeriods}>Every comment period, and the record of what was said in each</Link>
      </p>
    </section>
  );
}
