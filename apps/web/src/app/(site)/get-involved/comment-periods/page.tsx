import { PeriodsList } from '@/components/comment-periods/periods-list';
import { commentPeriodsData } from '@/server/domain/comment-periods';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

// A row in `pages` (issue 58): the sitemap lists it, site search finds it, editors word its intro.
const route = '/get-involved/comment-periods';

export const generateMetadata = () => pageMetadata(route);

/** Every comment period, open ones first; each links to its response-to-comments record (issue 41). */
export default async function CommentPeriodsPage() {
  const periods = await commentPeriodsData();
  return (
    <ContentPage route={route}>
      <PeriodsList periods={periods} language="en" />
    </ContentPage>
  );
}
