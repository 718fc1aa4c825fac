import { sitePaths } from '@vtrans/contracts/site-paths';
import { contentKindNames, contentKinds } from '@vtrans/contracts/content-editing';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { ItemPreview } from '@/components/content/item-preview';
import { PreviewAccessibilityCheck } from '@/components/content/preview-accessibility-check';
import { contentCountsData, contentItemData, meetingPreviewData } from '@/server/domain/restricted/content';
import { localityNamesData } from '@/server/domain/places';

export const metadata: Metadata = { title: 'Preview', description: 'How an item of content reads before it is published.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const Address = z.object({ item: z.uuid().catch(''), revision: z.coerce.number().int().min(1).optional().catch(undefined) });

/**
 * An item as it will read, from its latest saved version (or the one asked for): the heading, the
 * intro and the body rendered exactly as the public page renders them.
 */
export default async function PreviewContentPage({ searchParams }: Props) {
  const address = Address.parse(await searchParams);
  if (!address.item && (await searchParams).item === undefined) {
    const counts = await contentCountsData();
    return (
      <div className="container content-page">
        <h1>Preview</h1>
        <p>Choose an item from the content lists; its page links to its preview.</p>
        <ul>
          {contentKindNames.map((name) => (
            <li key={name}>
              <Link href={`/admin/content?kind=${name}`}>
                {contentKinds[name].plural} ({counts[name] ?? 0})
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const item = address.item ? await contentItemData(address.item) : null;
  const revision = item && (address.revision ? item.revisions.find((candidate) => candidate.number === address.revision) : item.revisions[0]);
  if (!item || !revision) notFound();
  const spec = contentKinds[item.kind];
  const fields = revision.fields;
  const meeting = item.kind === 'meetings' ? await meetingPreviewData(fields) : null;
  const localityNames = new Map((await localityNamesData()).map((locality) => [String(locality.fips), locality.full_name]));
  return (
    <div className="container content-page">
      <p className="preview-banner" role="note">
        Preview of version {revision.number} of this {spec.label.toLowerCase()}:{' '}
        {revision.number === item.published_revision ? 'this version is published.' : 'not public.'}{' '}
        <Link href={sitePaths.contentItem(item.id)}>Back to editing</Link>
      </p>
      <div id="item-preview">
        <ItemPreview kind={item.kind} fields={fields} meeting={meeting} localityNames={localityNames} />
      </div>
      <PreviewAccessibilityCheck target="#item-preview" />
    </div>
  );
}
