import { sitePaths } from '@vtrans/contracts/site-paths';
import { usDateToIso } from '@vtrans/contracts/content';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { updateData, updateRedirectData } from '@/server/domain/content-api';
import { UpdateArticle } from '@/components/content/update-article';
import { ChangeHistory } from '@/components/content/change-history';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

async function loadUpdate(searchParams: Props['searchParams']) {
  const { id } = await searchParams;
  const update = typeof id === 'string' && id.length <= 300 ? await updateData(id) : null;
  if (!update) {
    // A renamed update (its id is made from its title) keeps its old address: 308 to the new one.
    const renamedTo = typeof id === 'string' && id.length <= 300 ? await updateRedirectData(id) : null;
    if (renamedTo) permanentRedirect(sitePaths.update(renamedTo));
    notFound();
  }
  return update;
}

/** Spec §2: update pages take their title and description from the update's Title and Intro. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const update = await loadUpdate(searchParams);
  return { title: update.Title, description: update.Intro };
}

export default async function UpdatePage({ searchParams }: Props) {
  const update = await loadUpdate(searchParams);
  return (
    <div className="container content-page">
      <p>
        <Link href="/get-involved/program-updates">All program updates</Link>
      </p>
      <UpdateArticle title={update.Title} isoDate={usDateToIso(update.Date)} intro={update.Intro} body={update.Body} />
      <ChangeHistory kind="updates" publicKey={update.id} />
    </div>
  );
}
