import { MegatrendPage } from '@/components/megatrend-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/long-term-planning/megatrend-sociodemographic';

export const generateMetadata = () => pageMetadata(route);

export default function MegatrendSociodemographicPage() {
  return <MegatrendPage route={route} megatrend="sociodemographic" />;
}
