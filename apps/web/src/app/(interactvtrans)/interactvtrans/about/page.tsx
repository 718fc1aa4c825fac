import { ContentPage, pageMetadata } from '@/server/pages';

const route = '/interactvtrans/about';

export const generateMetadata = () => pageMetadata(route);

export default function InteractVTransAboutPage() {
  return <ContentPage route={route} />;
}
