import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/interactvtrans/about';

export const generateMetadata = () => pageMetadata(route);

export default function InteractVTransAboutPage() {
  return <ContentPage route={route} />;
}
