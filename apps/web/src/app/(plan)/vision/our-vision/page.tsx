import { ContentPage, pageMetadata } from '@/server/pages';

const route = '/vision/our-vision';

export const generateMetadata = () => pageMetadata(route);

export default function OurVisionPage() {
  return <ContentPage route={route} />;
}
