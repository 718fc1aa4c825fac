import { MegatrendPage } from '@/components/megatrend-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/long-term-planning/megatrend-climate';

export const generateMetadata = () => pageMetadata(route);

export default function MegatrendClimatePage() {
  return <MegatrendPage route={route} megatrend="climate" />;
}
