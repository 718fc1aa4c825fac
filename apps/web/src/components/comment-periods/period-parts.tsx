import { virginiaDateTimeIn } from '@vtrans/contracts/dates';
import { type Language, langWhereDifferent, pathIn } from '@vtrans/contracts/languages';
import { sitePaths } from '@vtrans/contracts/site-paths';
import Link from 'next/link';
import { periodWords } from './period-words';

type Period = { id: string; title: string; subject: string; opensAt: Date; closesAt: Date };

/**
 * A period as lists name it: its title, linking its record in the list's language, and what it is
 * about. Staff wrote both in English: on a Spanish page they are marked so (issue 62).
 */
export function PeriodTitle({ period, language = 'en' }: { period: Period; language?: Language }) {
  return (
    <p>
      <Link href={pathIn(language, sitePaths.commentPeriod(period.id))} lang={langWhereDifferent('en', language)}>
        {period.title}
      </Link>{' '}
      — <span lang={langWhereDifferent('en', language)}>{period.subject}</span>
    </p>
  );
}

/** When a period takes comments, in Virginia time, machine-readable too. */
export function PeriodDates({ period, language = 'en' }: { period: Period; language?: Language }) {
  const words = periodWords[language];
  return (
    <>
      {words.dateRangeStart}
      <time dateTime={period.opensAt.toISOString()}>{virginiaDateTimeIn(language, period.opensAt)}</time>
      {words.dateRangeJoin}
      <time dateTime={period.closesAt.toISOString()}>{virginiaDateTimeIn(language, period.closesAt)}</time>
    </>
  );
}
