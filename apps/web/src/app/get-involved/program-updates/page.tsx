import { usDateToIso } from '@vtrans/contracts';
import Link from 'next/link';
import { updatesData } from '@/server/content-api';
import { ContentPage, pageMetadata } from '@/server/pages';

const route = '/get-involved/program-updates';

export const generateMetadata = () => pageMetadata(route);

export default async function ProgramUpdatesPage() {
  const updates = await updatesData();
  return (
    <ContentPage route={route}>
      <ul className="item-list">
        {updates.map((update) => (
          <li key={update.id}>
            <time dateTime={usDateToIso(update.Date)}>{update.Date}</time>
            <Link href={`/get-involved/program-updates/update?id=${encodeURIComponent(update.id)}`}>{update.Title}</Link>
            <p>{update.Intro}</p>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
