import { daysLeftText, periodState, type PeriodState } from '@vtrans/contracts/comment-periods';
import { PeriodDates, PeriodTitle } from '@/components/comment-periods/period-parts';
import { commentPeriodsData } from '@/server/domain/comment-periods';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

// A row in `pages` (issue 58): the sitemap lists it, site search finds it, editors word its intro.
const route = '/get-involved/comment-periods';

export const generateMetadata = () => pageMetadata(route);

const sections: { state: PeriodState; heading: string; empty: string }[] = [
  { state: 'open', heading: 'Open now', empty: 'No comment period is open just now. You can still comment on the map at any time.' },
  { state: 'upcoming', heading: 'Coming up', empty: 'None is scheduled yet.' },
  { state: 'closed', heading: 'Closed: what we heard and how we answered', empty: 'None has closed yet.' },
];

/** Every comment period, open ones first; each links to its response-to-comments record (issue 41). */
export default async function CommentPeriodsPage() {
  const periods = await commentPeriodsData();
  return (
    <ContentPage route={route}>
      {sections.map((section) => {
        const inSection = periods.filter((period) => periodState(period) === section.state);
        return (
          <section key={section.state} aria-labelledby={`periods-${section.state}`}>
            <h2 id={`periods-${section.state}`}>{section.heading}</h2>
            {inSection.length === 0 ? (
              <p>{section.empty}</p>
            ) : (
              <ul className="item-list">
                {inSection.map((period) => (
                  <li key={period.id}>
                    <PeriodTitle period={period} />
                    <p>
                      <PeriodDates period={period} />
                      {section.state === 'open' && <strong> · {daysLeftText(period.closesAt)}</strong>} · {period.received}{' '}
                      {period.received === 1 ? 'comment' : 'comments'} received
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </ContentPage>
  );
}
