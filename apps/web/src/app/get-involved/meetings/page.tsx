import { isoToUsDate } from '@vtrans/contracts';
import Link from 'next/link';
import { ContentPage, pageMetadata } from '@/server/pages';
import { meetingsData } from '@/server/content-api';
import { feedAddresses, feedAlternates } from '@/server/feeds';
import { meetingTime } from '@/lib/meeting-time';

const route = '/get-involved/meetings';

export const generateMetadata = () => pageMetadata(route, feedAlternates.meetings);

/** One thing still to come, whether a meeting with its own page or an event on the calendar. */
type Upcoming = {
  key: string;
  title: string;
  summary: string;
  startsAt: Date | null;
  day: string | null;
  timeZone: string;
  place: string | null;
  onlineUrl: string | null;
  article: string | null;
  calendar: string;
};

function upcomingItems({ events, meetings }: Awaited<ReturnType<typeof meetingsData>>): Upcoming[] {
  const items: Upcoming[] = [
    ...events.map((event) => ({
      key: `event-${event.id}`,
      title: event.title,
      summary: event.description,
      startsAt: event.starts_at,
      day: null,
      timeZone: 'America/New_York',
      place: event.location,
      onlineUrl: null,
      article: event.article_name,
      calendar: event.article_name ? feedAddresses.meeting(event.article_name) : feedAddresses.event(event.id),
    })),
    ...meetings.map((meeting) => ({
      key: `meeting-${meeting.name}`,
      title: meeting.title,
      summary: meeting.intro,
      startsAt: meeting.starts_at,
      day: meeting.meeting_on,
      timeZone: meeting.time_zone ?? 'America/New_York',
      place: meeting.location,
      onlineUrl: meeting.online_url,
      article: meeting.name,
      calendar: feedAddresses.meeting(meeting.name),
    })),
  ];
  const sortKey = (item: Upcoming) => item.startsAt?.toISOString() ?? `${item.day}T00:00:00`;
  return items.sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
}

export default async function MeetingsPage() {
  const schedule = await meetingsData();
  const upcoming = upcomingItems(schedule);
  return (
    <ContentPage route={route}>
      <h2 id="upcoming-meetings">Upcoming meetings and webinars</h2>
      {upcoming.length === 0 ? (
        <p>No meetings are scheduled yet. New ones are announced in program updates and the newsletter.</p>
      ) : (
        <ul className="item-list" aria-labelledby="upcoming-meetings">
          {upcoming.map((item) => (
            <li key={item.key}>
              {item.startsAt ? (
                <time dateTime={item.startsAt.toISOString()}>{meetingTime(item.startsAt, item.timeZone)}</time>
              ) : (
                item.day && <time dateTime={item.day}>{isoToUsDate(item.day)}</time>
              )}
              {item.article ? <Link href={`/get-involved/meetings/meeting?article=${item.article}`}>{item.title}</Link> : <strong>{item.title}</strong>}
              <p>{item.summary}</p>
              <p className="meeting-where">
                {item.place && <>Where: {item.place}</>}
                {item.onlineUrl && (
                  <>
                    {item.place && ' · '}
                    <a href={item.onlineUrl}>
                      Join online<span className="visually-hidden">: {item.title}</span>
                    </a>
                  </>
                )}
                {(item.place || item.onlineUrl) && ' · '}
                <a href={item.calendar}>
                  Add to your calendar (.ics)<span className="visually-hidden">: {item.title}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={feedAddresses.meetings}>Subscribe to every upcoming meeting in your calendar (iCalendar, .ics)</a>
      </p>
      <h2 id="past-meetings">Past meetings and webinars</h2>
      <ul className="item-list" aria-labelledby="past-meetings">
        {schedule.past.map((meeting) => (
          <li key={meeting.name}>
            {meeting.meeting_on && <time dateTime={meeting.meeting_on}>{isoToUsDate(meeting.meeting_on)}</time>}
            <Link href={`/get-involved/meetings/meeting?article=${meeting.name}`}>{meeting.title}</Link>
            <p>{meeting.intro}</p>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
