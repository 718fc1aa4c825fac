import { ContentPage, pageMetadata } from '@/server/pages';

const route = '/mid-term-planning/mid-term-needs-and-priorities';

export const generateMetadata = () => pageMetadata(route);

export default function MidTermNeedsPage() {
  return <ContentPage route={route} />;
}
