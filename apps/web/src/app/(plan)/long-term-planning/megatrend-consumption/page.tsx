import { MegatrendPage } from '@/components/megatrend-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/long-term-planning/megatrend-consumption';

export const generateMetadata = () => pageMetadata(route);

export default function MegatrendConsumptionPage() {
  return <MegatrendPage route={route} megatrend="consumption" />;
}
