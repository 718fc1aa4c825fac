import { MegatrendPage } from '@/components/megatrend-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/long-term-planning/megatrend-technology';

export const generateMetadata = () => pageMetadata(route);

export default function MegatrendTechnologyPage() {
  return <MegatrendPage route={route} megatrend="technology" />;
}
