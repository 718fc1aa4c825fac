import { notFound, redirect } from 'next/navigation';

type Props = { params: Promise<{ activeTab: string }> };

// /interactvtrans/{activeTab}: the platform's tabs by name, where a tab has no page of its own.
// 'spatial-data' is the old name of the map explorer's tab.
export default async function InteractVTransTab({ params }: Props) {
  const { activeTab } = await params;
  if (activeTab === 'spatial-data') redirect('/interactvtrans/map-explorer');
  notFound();
}
