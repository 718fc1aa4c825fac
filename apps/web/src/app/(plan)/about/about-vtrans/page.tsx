import { ContentPage, pageMetadata } from '@/server/pages';

const route = '/about/about-vtrans';

export const generateMetadata = () => pageMetadata(route);

export default function AboutVtransPage() {
  return <ContentPage route={route} />;
}
