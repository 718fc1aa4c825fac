import { isoToUsDate } from '@vtrans/contracts';
import { findUpdate } from '@vtrans/db';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { db } from '@/server/db';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

async function loadUpdate(searchParams: Props['searchParams']) {
  const { id } = await searchParams;
  const row = typeof id === 'string' && id.length <= 300 ? await findUpdate(db(), id) : undefined;
  if (!row) notFound();
  return row;
}

/** Spec §2: update pages take their title and description from the update's Title and Intro. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const update = await loadUpdate(searchParams);
  return { title: update.title, description: update.intro };
}

export default async function UpdatePage({ searchParams }: Props) {
  const update = await loadUpdate(searchParams);
  return (
    <div className="container content-page">
      <p>
        <Link href="/get-involved/program-updates">All program updates</Link>
      </p>
      <h1>{update.title}</h1>
      <p className="meta">
        <time dateTime={update.published_on}>{isoToUsDate(update.published_on)}</time>
      </p>
      {update.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
