import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/mid-term-planning/mid-term-needs-and-priorities';

export const generateMetadata = () => pageMetadata(route);

export default function MidTermNeedsPage() {
  return <ContentPage route={route} />;
}
