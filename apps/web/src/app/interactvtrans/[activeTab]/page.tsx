import { notFound, redirect } from 'next/navigation';
import { CommentsTab } from '@/components/comments/comments-tab';
import { pageMetadata } from '@/server/pages';

type Props = { params: Promise<{ activeTab: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// /interactvtrans/{activeTab}: the platform's tabs by name. 'comments' is the public comments list
// (the non-map way to comment); 'spatial-data' is the old name of the map explorer's tab.
export async function generateMetadata({ params }: Props) {
  const { activeTab } = await params;
  if (activeTab !== 'comments') return {};
  return pageMetadata('/interactvtrans/comments');
}

export default async function InteractVTransTab({ params, searchParams }: Props) {
  const { activeTab } = await params;
  if (activeTab === 'spatial-data') redirect('/interactvtrans/map-explorer');
  if (activeTab !== 'comments') notFound();
  return <CommentsTab searchParams={await searchParams} />;
}
