import { ContentPage } from '@/components/content-page';
import { SiteFacts } from '@/components/privacy/site-facts';
import { pageMetadata } from '@/server/domain/pages';

const route = '/about/privacy';

export const generateMetadata = () => pageMetadata(route);

/**
 * The privacy statement (Va. Code § 2.2-3803(B); issue 62): staff's page text, then what the
 * running site decides — its cookies, other companies' scripts, how long addresses are held.
 * Its Spanish is at /es/about/privacy.
 */
export default function PrivacyPage() {
  return (
    <ContentPage route={route}>
      <SiteFacts language="en" />
    </ContentPage>
  );
}
