import { isoToUsDate } from '@vtrans/contracts/content';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';
import { surveyMilestonesData } from '@/server/domain/content-api';

const route = '/vision/opinion-survey';

export const generateMetadata = () => pageMetadata(route);

export default async function OpinionSurveyPage() {
  const milestones = await surveyMilestonesData();
  return (
    <ContentPage route={route}>
      <h2>Survey timeline</h2>
      <ol className="timeline">
        {milestones.map((milestone) => (
          <li key={milestone.title}>
            <time dateTime={milestone.milestone_on}>{isoToUsDate(milestone.milestone_on)}</time>
            <strong>{milestone.title}</strong>
            <p>{milestone.description}</p>
          </li>
        ))}
      </ol>
    </ContentPage>
  );
}
