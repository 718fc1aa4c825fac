import { usDateToIso } from '@vtrans/contracts/content';
import { MarkdownBody } from '@/components/markdown-body';
import { meetingSpan } from '@/lib/meeting-time';

export interface MeetingArticleProps {
  title: string;
  intro: string;
  body: string;
  /** When it starts (ISO instant); null for a meeting known only by its day (`day`, MM/DD/YYYY). */
  startsAt: string | null;
  day: string | null;
  timeZone: string;
  durationMinutes: number;
  location: string | null;
  onlineUrl: string | null;
  /** Its calendar file; null in a preview (a draft has none). */
  calendarHref: string | null;
  documents: { title: string; href: string }[];
}

/**
 * A meeting as the public reads it — its page, and the preview staff see before publishing
 * (issue 59: the preview listed raw fields, "2026-12-10T18:00", "America/New_York", a document's id).
 */
export function MeetingArticle(meeting: MeetingArticleProps) {
  return (
    <>
      <h1>{meeting.title}</h1>
      {(meeting.startsAt || meeting.day) && (
        <p className="meta">
          {meeting.startsAt ? (
            <time dateTime={meeting.startsAt}>{meetingSpan(meeting.startsAt, meeting.durationMinutes, meeting.timeZone)}</time>
          ) : (
            <time dateTime={usDateToIso(meeting.day!)}>{meeting.day}</time>
          )}
          {meeting.location && <> · {meeting.location}</>}
          {meeting.onlineUrl && (
            <>
              {' · '}
              <a href={meeting.onlineUrl}>Join online</a>
            </>
          )}
          {meeting.calendarHref && (
            <>
              {' · '}
              <a href={meeting.calendarHref}>Add to your calendar (.ics)</a>
            </>
          )}
        </p>
      )}
      <p className="lead">{meeting.intro}</p>
      <MarkdownBody source={meeting.body} />
      {meeting.documents.length > 0 && (
        <section aria-labelledby="meeting-documents">
          <h2 id="meeting-documents">Documents</h2>
          <ul>
            {meeting.documents.map((document) => (
              <li key={document.href}>
                <a href={document.href}>{document.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
