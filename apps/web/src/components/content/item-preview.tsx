import { type ContentKind, contentKinds, formValue, itemTitle } from '@vtrans/contracts/content-editing';
import { MeetingArticle } from '@/components/content/meeting-article';
import { UpdateArticle } from '@/components/content/update-article';
import { MarkdownBody } from '@/components/markdown-body';

/** Fields shown as the page shows them (heading, intro, body; an update's date, a meeting's time, place and documents); every other field is listed under them. */
const laidOut = new Set(['title', 'heading', 'intro', 'body']);
const laidOutByKind: Partial<Record<string, Set<string>>> = {
  updates: new Set([...laidOut, 'date']),
  meetings: new Set([...laidOut, 'startsAt', 'timeZone', 'durationMinutes', 'location', 'onlineUrl', 'documentIds']),
};

export interface PreviewExtras {
  /** A meeting's start as the moment its wall-clock time names, and the documents the public will see. */
  meeting: { startsAt: string | null; documents: { title: string; href: string }[] } | null;
  /** Localities by name, as people read them, not by their FIPS codes. */
  localityNames: Map<string, string>;
}

/**
 * One version of an item as it will read: the heading, intro and body rendered exactly as the
 * public page renders them, and its other fields listed. Staff's preview and an outside expert's
 * fact-check copy (issue 63) both draw it with this.
 */
export function ItemPreview({ kind, fields, meeting, localityNames }: { kind: ContentKind; fields: Record<string, unknown> } & PreviewExtras) {
  const spec = contentKinds[kind];
  const shownAsOnThePage = laidOutByKind[kind] ?? laidOut;
  const others = spec.fields.filter((field) => !shownAsOnThePage.has(field.name) && formValue(fields[field.name]).length > 0);
  const shown = (name: string, value: string | string[]) =>
    Array.isArray(value) ? value.map((one) => (name === 'localities' ? (localityNames.get(one) ?? one) : one)).join(', ') : value;
  return (
    <>
      {kind === 'updates' ? (
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
          <h1>{String(fields.heading ?? itemTitle(kind, fields))}</h1>
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
    </>
  );
}
