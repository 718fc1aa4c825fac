import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';
import { statutoryRequirementsData } from '@/server/domain/content-api';

const route = '/about/statutory-requirements';

export const generateMetadata = () => pageMetadata(route);

export default async function StatutoryRequirementsPage() {
  const requirements = await statutoryRequirementsData();
  const levels = [
    { level: 'state', heading: 'Virginia law' },
    { level: 'federal', heading: 'Federal requirements' },
  ] as const;
  return (
    <ContentPage route={route}>
      {levels.map(({ level, heading }) => (
        <section key={level} aria-labelledby={`${level}-heading`}>
          <h2 id={`${level}-heading`}>{heading}</h2>
          <dl className="definition-list">
            {requirements
              .filter((requirement) => requirement.level === level)
              .map((requirement) => (
                <div key={requirement.citation}>
                  <dt>
                    {requirement.citation} — {requirement.title}
                  </dt>
                  <dd>{requirement.summary}</dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </ContentPage>
  );
}
