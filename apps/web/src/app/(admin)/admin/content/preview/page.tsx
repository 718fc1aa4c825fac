import { sitePaths } from '@vtrans/contracts/site-paths';
import { contentKindNames, contentKinds, formValue, itemTitle } from '@vtrans/contracts/content-editing';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { MeetingArticle } from '@/components/content/meeting-article';
import { UpdateArticle } from '@/components/content/update-article';
import { MarkdownBody } from '@/components/markdown-body';
import { contentCountsData, contentItemData, meetingPreviewData } from '@/server/domain/restricted/content';
import { localityNamesData } from '@/server/domain/places';

export const metadata: Metadata = { title: 'Preview', description: 'How an item of content reads before it is published.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const Address = z.object({ item: z.uuid().catch(''), revision: z.coerce.number().int().min(1).optional().catch(undefined) });

/** Fields shown as the page shows them (heading, intro, body; an update's date, a meeting's time, place and documents); every other field is listed under them. */
const laidOut = new Set(['title', 'heading', 'intro', 'body']);
const laidOutByKind: Partial<Record<string, Set<string>>> = {
  updates: new Set([...laidOut, 'date']),
  meetings: new Set([...laidOut, 'startsAt', 'timeZone', 'durationMinutes', 'location', 'onlineUrl', 'documentIds']),
};

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
  const shownAsOnThePage = laidOutByKind[item.kind] ?? laidOut;
  const others = spec.fields.filter((field) => !shownAsOnThePage.has(field.name) && formValue(fields[field.name]).length > 0);
  const meeting = item.kind === 'meetings' ? await meetingPreviewData(fields) : null;
  // Localities by name, as people read them, not by their FIPS codes.
  const localityNames = new Map((await localityNamesData()).map((locality) => [String(locality.fips), locality.full_name]));
  const shown = (name: string, value: string | string[]) =>
    Array.isArray(value) ? value.map((one) => (name === 'localities' ? (localityNames.get(one) ?? one) : one)).join(', ') : value;
  return (
    <div className="container content-page">
      <p className="preview-banner" role="note">
        Preview of version {revision.number} of this {spec.label.toLowerCase()}:{' '}
        {revision.number === item.published_revision ? 'this version is published.' : 'not public.'}{' '}
        <Link href={sitePaths.contentItem(item.id)}>Back to editing</Link>
      </p>
      {item.kind === 'updates' ? (
        <UpdateArticle
          title={String(fields.title ?? '')}
          isoDate={String(fields.date ?? '')}
          intro={String(fields.intro ?? '')}
          body={String(fields.body ?? '')}
        />
      ) : meeting ? (
        <article>
          <MeetingArticle
            title={String(fields.title ?? '')}
            intro={String(fields.intro ?? '')}
            body={String(fields.body ?? '')}
            startsAt={meeting.startsAt}
            day={null}
            timeZone={String(fields.timeZone ?? '')}
            durationMinutes={Number(fields.durationMinutes) || 60}
            location={fields.location ? String(fields.location) : null}
            onlineUrl={fields.onlineUrl ? String(fields.onlineUrl) : null}
            calendarHref={null}
            documents={meeting.documents}
          />
        </article>
      ) : (
        <article>
          <h1>{String(fields.heading ?? itemTitle(item.kind, fields))}</h1>
          {typeof fields.intro === 'string' && <p className="lead">{fields.intro}</p>}
          {typeof fields.body === 'string' && <MarkdownBody source={fields.body} />}
        </article>
      )}
      {others.length > 0 && (
        <dl className="facts">
          {others.map((field) => (
            <div key={field.name}>
              <dt>{field.label}</dt>
              <dd>{shown(field.name, formValue(fields[field.name]))}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
