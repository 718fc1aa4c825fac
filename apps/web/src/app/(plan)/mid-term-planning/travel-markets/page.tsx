import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/mid-term-planning/travel-markets';

export const generateMetadata = () => pageMetadata(route);

export default function TravelMarketsPage() {
  return <ContentPage route={route} />;
}
