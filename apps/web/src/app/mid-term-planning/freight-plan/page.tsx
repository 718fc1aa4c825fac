import { ContentPage, pageMetadata } from '@/server/pages';

const route = '/mid-term-planning/freight-plan';

export const generateMetadata = () => pageMetadata(route);

export default function FreightPlanPage() {
  return <ContentPage route={route} />;
}
