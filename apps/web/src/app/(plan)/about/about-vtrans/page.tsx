import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/about/about-vtrans';

export const generateMetadata = () => pageMetadata(route);

export default function AboutVtransPage() {
  return <ContentPage route={route} />;
}
