import { ContentPage, pageMetadata } from '@/server/pages';

const route = '/about/gap-ta';

export const generateMetadata = () => pageMetadata(route);

export default function AboutGapTaPage() {
  return <ContentPage route={route} />;
}
