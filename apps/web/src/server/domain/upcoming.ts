import 'server-only';
import { eventAnchor, meetingAnchor } from '@vtrans/contracts/languages';
import type { meetingsData } from './content-api';
import { feedAddresses } from './feeds';

/** One thing still to come, whether a meeting with its own page or an event on the calendar. */
export type Upcoming = {
  key: string;
  title: string;
  summary: string;
  startsAt: Date | null;
  day: string | null;
  timeZone: string;
  place: string | null;
  onlineUrl: string | null;
  article: string | null;
  /** The calendar event's id, for an event. */
  event?: number;
  calendar: string;
};

/** Meetings and events still to come, soonest first (the meetings page, and the home page's next one). */
export function upcomingItems({ events, meetings }: Awaited<ReturnType<typeof meetingsData>>): Upcoming[] {
  const items: Upcoming[] = [
    ...events.map((event) => ({
      key: eventAnchor(event.id),
      event: event.id,
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
      key: meetingAnchor(meeting.name),
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
