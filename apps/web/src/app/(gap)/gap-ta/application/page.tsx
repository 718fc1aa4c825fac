import Link from 'next/link';
import { GapTaApplicationForm } from '@/components/gap-ta/application-form';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';
import { localityPlacesData } from '@/server/domain/places';

const route = '/gap-ta/application';

export const generateMetadata = () => pageMetadata(route);

export default async function GapTaApplicationPage() {
  const localities = await localityPlacesData();
  return (
    <ContentPage route={route}>
      <GapTaApplicationForm localities={localities.map(({ fips, name, bbox }) => ({ fips, name, bbox }))} />
      <h2>Questions before you apply?</h2>
      <p>
        Read <Link href="/about/gap-ta">about the GAP-TA program</Link> or <Link href="/get-involved/contact-us">contact program staff</Link>.
      </p>
    </ContentPage>
  );
}
