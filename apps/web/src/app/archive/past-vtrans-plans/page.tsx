import { ContentPage, pageMetadata } from '@/server/pages';

const route = '/archive/past-vtrans-plans';

export const generateMetadata = () => pageMetadata(route);

export default function PastPlansPage() {
  return <ContentPage route={route} />;
}
