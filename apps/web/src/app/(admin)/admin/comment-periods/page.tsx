import { periodState } from '@vtrans/contracts/comment-periods';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PeriodForm } from '@/components/comment-periods/period-admin-forms';
import { commentPeriodsAdminData } from '@/server/domain/restricted/comment-periods';

export const metadata: Metadata = { title: 'Comment periods', description: 'Formal public comment periods: schedule them, take in and answer their comments.' };

const stateWords = { upcoming: 'not open yet', open: 'open', closed: 'closed' } as const;

/** Editors and reviewers: every period, and a new one (issue 41). */
export default async function AdminCommentPeriodsPage() {
  const { periods, localities, documents, handling } = await commentPeriodsAdminData();
  return (
    <div className="container content-page">
      <h1>Comment periods</h1>
      <p>
        A period opens and closes at the times given, in Virginia time. While it is open the map, the phone page and the no-map form offer it; afterwards they
        refuse new comments on it, and its record stays public.{' '}
        {handling ? (
          <>
            <Link href="/admin/comment-periods/enter">Enter a comment received by phone, letter, e-mail or at a meeting</Link>.
          </>
        ) : (
          'Reviewers enter, tag and answer their comments.'
        )}
      </p>
      <h2>Periods</h2>
      {periods.length === 0 && <p>No periods yet.</p>}
      <ul className="item-list">
        {periods.map((period) => (
          <li key={period.id}>
            <p>
              <Link href={sitePaths.commentPeriodAdmin(period.id)}>{period.title}</Link> — {stateWords[periodState(period)]}
            </p>
            <p>
              {virginiaDateTime(period.opensAt)} to {virginiaDateTime(period.closesAt)} · {period.received} {period.received === 1 ? 'comment' : 'comments'} ·{' '}
              <Link href={sitePaths.commentPeriod(period.id)}>
                Public record<span className="visually-hidden">: {period.title}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <h2>New period</h2>
      <PeriodForm localities={localities} documents={documents} />
    </div>
  );
}
