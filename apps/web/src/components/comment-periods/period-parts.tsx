import { virginiaDateTime } from '@vtrans/contracts/dates';
import { sitePaths } from '@vtrans/contracts/site-paths';
import Link from 'next/link';

type Period = { id: string; title: string; subject: string; opensAt: Date; closesAt: Date };

/** A period as lists name it: its title, linking its record, and what it is about. */
export function PeriodTitle({ period }: { period: Period }) {
  return (
    <p>
      <Link href={sitePaths.commentPeriod(period.id)}>{period.title}</Link> — {period.subject}
    </p>
  );
}

/** When a period takes comments, in Virginia time, machine-readable too. */
export function PeriodDates({ period }: { period: Period }) {
  return (
    <>
      <time dateTime={period.opensAt.toISOString()}>{virginiaDateTime(period.opensAt)}</time> to{' '}
      <time dateTime={period.closesAt.toISOString()}>{virginiaDateTime(period.closesAt)}</time>
    </>
  );
}
