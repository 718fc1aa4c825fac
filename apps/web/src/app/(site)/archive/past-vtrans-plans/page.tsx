import { DocumentList } from '@/components/documents/document-list';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';
import { documentsIn } from '@/server/domain/documents';

const route = '/archive/past-vtrans-plans';

export const generateMetadata = () => pageMetadata(route);

/**
 * The past plans: the library's archived documents. They predate today's accessibility rules, so
 * a click opens the accessibility notice first (spec §2).
 */
export default async function PastPlansPage() {
  const documents = await documentsIn('archive');
  return (
    <ContentPage route={route}>
      <h2>Plan documents</h2>
      <DocumentList documents={documents} />
    </ContentPage>
  );
}
