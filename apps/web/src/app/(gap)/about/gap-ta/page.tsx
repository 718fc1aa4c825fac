import Link from 'next/link';
import { gapTaStudiesData } from '@/server/domain/content-api';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/about/gap-ta';

export const generateMetadata = () => pageMetadata(route);

export default async function AboutGapTaPage() {
  const studies = await gapTaStudiesData();
  return (
    <ContentPage route={route}>
      <h2>Studies</h2>
      <ul className="study-list">
        {studies.map((study) => (
          <li key={study.id}>
            <Link href={`/gap-ta/${study.id}`}>{study.title}</Link> — {study.locality}, FY{String(study.fiscalYear).slice(-2)}, {study.status.toLowerCase()}
          </li>
        ))}
      </ul>
      <p>
        <Link className="button" href="/gap-ta/application">
          Apply for GAP technical assistance
        </Link>
      </p>
    </ContentPage>
  );
}
