import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/vision/our-vision';

export const generateMetadata = () => pageMetadata(route);

export default function OurVisionPage() {
  return <ContentPage route={route} />;
}
