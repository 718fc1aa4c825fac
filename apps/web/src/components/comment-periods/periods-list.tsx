import { periodState, type PeriodState } from '@vtrans/contracts/comment-periods';
import type { Language } from '@vtrans/contracts/languages';
import type { CommentPeriod } from '@vtrans/db';
import { PeriodDates, PeriodTitle } from './period-parts';
import { periodWords } from './period-words';

const states: PeriodState[] = ['open', 'upcoming', 'closed'];

/**
 * Every comment period, open ones first, each linking its response-to-comments record (issue 41),
 * in the page's language (issue 62): the English page and its Spanish one list the same periods.
 */
export function PeriodsList({ periods, language }: { periods: CommentPeriod[]; language: Language }) {
  const words = periodWords[language];
  return states.map((state) => {
    const section = words.sections[state];
    const inSection = periods.filter((period) => periodState(period) === state);
    return (
      <section key={state} aria-labelledby={`periods-${state}`}>
        <h2 id={`periods-${state}`}>{section.heading}</h2>
        {inSection.length === 0 ? (
          <p>{section.empty}</p>
        ) : (
          <ul className="item-list">
            {inSection.map((period) => (
              <li key={period.id}>
                <PeriodTitle period={period} language={language} />
                <p>
                  <PeriodDates period={period} language={language} />
                  {state === 'open' && <strong> · {words.daysLeft(period.closesAt)}</strong>} · {words.received(period.received)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  });
}
