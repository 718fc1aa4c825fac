import { isoToUsDate } from '@vtrans/contracts';
import { listUpdates } from '@vtrans/db';
import Link from 'next/link';
import { db } from '@/server/db';
import { ContentPage, pageMetadata } from '@/server/pages';

const route = '/get-involved/program-updates';

export const generateMetadata = () => pageMetadata(route);

export default async function ProgramUpdatesPage() {
  const updates = await listUpdates(db());
  return (
    <ContentPage route={route}>
      <ul className="item-list">
        {updates.map((update) => (
          <li key={update.id}>
            <time dateTime={update.published_on}>{isoToUsDate(update.published_on)}</time>
            <Link href={`/get-involved/program-updates/update?id=${encodeURIComponent(update.id)}`}>{update.title}</Link>
            <p>{update.intro}</p>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
