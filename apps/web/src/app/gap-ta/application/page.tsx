import Link from 'next/link';
import { ContentPage, pageMetadata } from '@/server/pages';

const route = '/gap-ta/application';

export const generateMetadata = () => pageMetadata(route);

export default function GapTaApplicationPage() {
  return (
    <ContentPage route={route}>
      <h2>Questions before you apply?</h2>
      <p>
        Read <Link href="/about/gap-ta">about the GAP-TA program</Link> or <Link href="/get-involved/contact-us">contact program staff</Link>.
      </p>
    </ContentPage>
  );
}
