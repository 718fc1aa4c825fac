import { ContentPage } from '@/components/content-page';
import { ComplaintContacts } from '@/components/title-vi/complaint-contacts';
import { pageMetadata } from '@/server/domain/pages';

const route = '/about/title-vi';

export const generateMetadata = () => pageMetadata(route);

/** The Title VI notice and how to file a complaint (issue 62): staff's page text, then where to send it. Its Spanish is at /es/about/title-vi. */
export default function TitleViPage() {
  return (
    <ContentPage route={route}>
      <ComplaintContacts language="en" />
    </ContentPage>
  );
}
