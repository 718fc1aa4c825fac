import { sitePaths } from '@vtrans/contracts/site-paths';
import { usDateToIso } from '@vtrans/contracts/content';
import Link from 'next/link';
import { updatesData } from '@/server/domain/content-api';
import { feedAddresses, feedAlternates } from '@/server/domain/feeds';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/get-involved/program-updates';

export const generateMetadata = () => pageMetadata(route, feedAlternates.updates);

export default async function ProgramUpdatesPage() {
  const updates = await updatesData();
  return (
    <ContentPage route={route}>
      <p>
        {/* A file, not a page: a plain link, so the browser fetches it rather than the router. */}
        <a href={feedAddresses.updates}>Follow program updates in a feed reader (Atom feed)</a>
      </p>
      <ul className="item-list">
        {updates.map((update) => (
          <li key={update.id}>
            <time dateTime={usDateToIso(update.Date)}>{update.Date}</time>
            <Link href={sitePaths.update(update.id)}>{update.Title}</Link>
            <p>{update.Intro}</p>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
