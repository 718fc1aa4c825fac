import Link from 'next/link';
import { PlatformTabs } from '@/components/interactvtrans/platform-tabs';
import { type ExplorerSearchParams, MapExplorerPage } from '@/components/map-explorer/map-explorer-page';
import { desktopOnlyMessage } from '@/components/shell/navigation';
import { loadPage, pageMetadata } from '@/server/domain/pages';

const route = '/interactvtrans/map-explorer';

export const generateMetadata = () => pageMetadata(route);

type Props = { searchParams: Promise<ExplorerSearchParams> };

export default async function MapExplorerRoute({ searchParams }: Props) {
  const page = await loadPage(route);
  return (
    <div className="explorer-page">
      <PlatformTabs current={route} />
      <MapExplorerPage
        searchParams={await searchParams}
        language="en"
        heading={page.heading}
        intro={page.intro}
        missingNote="That shared map view or comment no longer exists; showing all of Virginia instead."
        desktopOnly={
          <p>
            <strong>{desktopOnlyMessage}</strong> The map explorer needs a larger screen. On this screen you can{' '}
            <Link href="/interactvtrans/comments/new">comment on a place on the map</Link>, <Link href="/interactvtrans/comments">read comments</Link> or see
            the <Link href="/interactvtrans/available-datasets">available datasets</Link>.
          </p>
        }
      />
    </div>
  );
}
