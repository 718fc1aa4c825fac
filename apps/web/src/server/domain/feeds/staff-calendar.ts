import 'server-only';
import { contentRoles } from '@vtrans/contracts/content-editing';
import { addDays, virginiaToday } from '@vtrans/contracts/dates';
import { calendarEntryWords } from '@vtrans/contracts/publishing-calendar';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { calendarFeedReader, publishingCalendar, type PublishingCalendarEntry } from '@vtrans/db';
import { siteAddress } from '../../http/site-address';
import { db } from '../../platform/db';
import { writeCalendar } from './icalendar';

/*
 * The publishing calendar as an iCalendar feed for staff (issue 63): a month back and a year ahead,
 * fetched by a calendar program with the key in its address (no session). The key is asked about
 * on every fetch: a disabled account, a role that no longer reads the calendar or a replaced key
 * gets nothing.
 */

const entry = (row: PublishingCalendarEntry) => ({
  // The same entry keeps its UID from fetch to fetch, so a calendar program updates it in place.
  uid: `${row.what}-${row.itemId ?? row.periodId}-${row.day}@vtrans.org`,
  title: `${calendarEntryWords[row.what]}: ${row.title || '(untitled)'}`,
  description: row.owner ? `Owner: ${row.owner}` : '',
  location: null,
  url: siteAddress(row.itemId ? sitePaths.contentItem(row.itemId) : sitePaths.commentPeriodAdmin(row.periodId!)),
  start: row.at ? { at: row.at, minutes: 30 } : { day: row.day },
  changed: null,
});

/** The feed for this key: null when it opens nothing (unknown, replaced, or its owner can no longer read it). */
export async function staffCalendarFeed(key: string): Promise<string | null> {
  const reader = await calendarFeedReader(db(), key);
  if (!reader || !contentRoles.includes(reader.role)) return null;
  const today = virginiaToday();
  const rows = await publishingCalendar(db(), addDays(today, -31), addDays(today, 365));
  return writeCalendar('VTrans publishing calendar', rows.map(entry));
}
