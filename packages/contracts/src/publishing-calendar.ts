import { z } from 'zod';
import { addDays, addMonths, isRealIsoDate, virginiaToday } from './dates';

/*
 * The publishing calendar's address (issue 63): a month or a week (Sunday to Saturday, as
 * calendars in the United States run), around a day, optionally one owner group's items only.
 * Anything malformed falls back to this month, unfiltered: it is a page to look at, not a form.
 */

export const calendarViews = ['month', 'week'] as const;

export const CalendarQuery = z.object({
  view: z.enum(calendarViews).catch('month'),
  date: z.string().refine(isRealIsoDate).optional().catch(undefined),
  owner: z.uuid().optional().catch(undefined),
});
export type CalendarQuery = z.infer<typeof CalendarQuery>;

const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

/** The days a view shows around `date` (default: today in Virginia), and the `date` of the one before and after. */
export function calendarRange(view: (typeof calendarViews)[number], date: string = virginiaToday()) {
  if (view === 'week') {
    const from = addDays(date, -weekday(date));
    return { from, to: addDays(from, 6), previous: addDays(from, -7), next: addDays(from, 7) };
  }
  const from = `${date.slice(0, 7)}-01`;
  return { from, to: addDays(addMonths(from, 1), -1), previous: addMonths(from, -1), next: addMonths(from, 1) };
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** What each kind of entry is, in words, as the page and the feed say it. */
export const calendarEntryWords = {
  publication: 'Scheduled to be published',
  expiry: 'Announcement’s last day',
  review: 'Review due',
  'period-opens': 'Comment period opens',
  'period-closes': 'Comment period closes',
  meeting: 'Meeting',
} as const;
