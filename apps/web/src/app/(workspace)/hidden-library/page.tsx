import type { Metadata } from 'next';
import { DocumentList } from '@/components/documents/document-list';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';
import { documentsIn } from '@/server/domain/documents';

const route = '/hidden-library';

/** Shared by link only: never indexed, whatever the host. */
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata(route)), robots: { index: false, follow: false } };
}

export default async function HiddenLibraryPage() {
  const documents = await documentsIn('hidden');
  return <ContentPage route={route}>{documents.length === 0 ? <p>There are no documents here.</p> : <DocumentList documents={documents} />}</ContentPage>;
}
