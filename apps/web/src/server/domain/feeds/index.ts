import { sitePaths } from '@vtrans/contracts/site-paths';
import 'server-only';
import { renderMarkdown } from '@vtrans/contracts/markdown';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import { findEvent, findMeetingForCalendar, listOpenedCommentPeriods, listUpcomingMeetings, listUpdatesForFeed } from '@vtrans/db';
import type { Metadata } from 'next';
import { siteAddress } from '../../http/site-address';
import { db } from '../../platform/db';
import { writeAtomFeed } from './atom';
import { type CalendarEntry, writeCalendar } from './icalendar';

/**
 * The feeds people subscribe to (issue 20): program updates as Atom, meetings as iCalendar. Pages
 * link them (`<link rel="alternate">` and a visible link); route handlers under the pages serve them.
 */
export const feedAddresses = {
  updates: '/get-involved/program-updates/feed.xml',
  meetings: '/get-involved/meetings/calendar.ics',
  meeting: sitePaths.meetingCalendar,
  event: sitePaths.eventCalendar,
};

/** The `<link rel="alternate">` a page gives feed readers and calendar programs that look for one. */
export const feedAlternates = {
  updates: { types: { 'application/atom+xml': [{ url: feedAddresses.updates, title: 'VTrans program updates' }] } },
  meetings: { types: { 'text/calendar': [{ url: feedAddresses.meetings, title: 'VTrans meetings' }] } },
} satisfies Record<string, Metadata['alternates']>;

/** How many updates the feed carries: readers keep what they have already seen. */
const feedLength = 50;

const meetingPage = (name: string) => siteAddress(sitePaths.meeting(name));
/** Stable across renames of the site's host: a calendar program matches entries by UID. */
const uid = (kind: 'event' | 'meeting', key: string | number) => `${kind}-${key}@vtrans.org`;

type MeetingRow = {
  name: string;
  title: string;
  intro: string;
  location: string | null;
  online_url: string | null;
  starts_at: Date | null;
  meeting_on: string | null;
  duration_minutes: number;
  updated_at: Date;
};

/**
 * A meeting as a calendar entry: at its time when it has one, else all day on its day; where it
 * is, its place, else its online link; its online link to join by, too (issue 59).
 */
const meetingEntry = (meeting: MeetingRow): CalendarEntry => ({
  uid: uid('meeting', meeting.name),
  title: meeting.title,
  description: meeting.intro,
  location: meeting.location ?? meeting.online_url,
  online: meeting.online_url,
  url: meetingPage(meeting.name),
  start: meeting.starts_at ? { at: meeting.starts_at, minutes: meeting.duration_minutes } : { day: meeting.meeting_on! },
  changed: meeting.updated_at,
});

type EventRow = { id: number; title: string; description: string; location: string; starts_at: Date; article_name: string | null };

/** An event as a calendar entry; one that stands for a meeting shares the meeting's UID and page. */
const eventEntry = (event: EventRow): CalendarEntry => ({
  uid: event.article_name ? uid('meeting', event.article_name) : uid('event', event.id),
  title: event.title,
  description: event.description,
  location: event.location,
  url: event.article_name ? meetingPage(event.article_name) : siteAddress('/get-involved/meetings'),
  start: { at: event.starts_at },
  changed: null,
});

/**
 * The program updates, and each comment period from its opening (issue 41), newest first: an
 * update by the date it carries (a back-dated one published today stays among its date's
 * neighbours, as on the updates page), a period by its opening.
 */
export async function programUpdatesFeed(): Promise<string> {
  const [updates, periods] = await Promise.all([listUpdatesForFeed(db(), feedLength), listOpenedCommentPeriods(db(), feedLength)]);
  const now = new Date();
  const entries = [
    ...updates.map((update) => ({
      url: siteAddress(sitePaths.update(update.id)),
      title: update.title,
      published: update.published_at,
      updated: update.changed_at,
      orderedBy: update.dated_at,
      summary: update.intro,
      html: renderMarkdown(update.body),
    })),
    ...periods.map((period) => {
      // An entry says what is true when it is read: once the period has closed, it says so, updated
      // at the closing (the worker's note of it refreshes the cached feed; issue 56).
      const closed = period.closesAt.getTime() <= now.getTime();
      const until = closed
        ? `Comments were taken until ${virginiaDateTime(period.closesAt)}. Its page shows what we heard and how we answered.`
        : `Comments are taken until ${virginiaDateTime(period.closesAt)}, on the map, by e-mail, by letter or at a public meeting.`;
      return {
        url: siteAddress(sitePaths.commentPeriod(period.id)),
        title: `Comment period ${closed ? 'closed' : 'open'}: ${period.title}`,
        published: period.opensAt,
        updated: closed ? period.closesAt : period.opensAt,
        orderedBy: period.opensAt,
        summary: `${period.subject}. ${until}`,
        html: renderMarkdown(`${period.description}\n\n${until}`),
      };
    }),
  ]
    .sort((a, b) => b.orderedBy.getTime() - a.orderedBy.getTime())
    .slice(0, feedLength);
  return writeAtomFeed({
    title: 'VTrans program updates',
    subtitle: 'News of Virginia’s statewide transportation plan from the Office of Intermodal Planning and Investment.',
    pageUrl: siteAddress('/get-involved/program-updates'),
    selfUrl: siteAddress(feedAddresses.updates),
    author: 'Office of Intermodal Planning and Investment',
    entries,
  });
}

/** Every event and meeting still to come, as one calendar to subscribe to. */
export async function upcomingMeetingsCalendar(): Promise<string> {
  const { events, meetings } = await listUpcomingMeetings(db(), new Date());
  return writeCalendar('VTrans meetings', [...events.map(eventEntry), ...meetings.map(meetingEntry)]);
}

/** One event as a calendar file; null when there is no such event. */
export async function eventCalendar(id: number): Promise<string | null> {
  const event = await findEvent(db(), id);
  return event ? writeCalendar(event.title, [eventEntry(event)]) : null;
}

/** One meeting as a calendar file; null when there is no such meeting, or it has no date. */
export async function meetingCalendar(name: string): Promise<string | null> {
  const meeting = await findMeetingForCalendar(db(), name);
  if (!meeting || (!meeting.meeting_on && !meeting.starts_at)) return null;
  return writeCalendar(meeting.title, [meetingEntry(meeting)]);
}

/**
 * A calendar file's answer: text/calendar, and a file name for browsers that save it rather than
 * hand it to a calendar program (inline, so a program registered for the type still opens it).
 */
export function calendarResponse(calendar: string, fileName: string): Response {
  return new Response(calendar, {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': `inline; filename="${fileName}"` },
  });
}
