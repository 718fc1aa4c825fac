import { usDateToIso } from './content';

/** An announcement as the API serves it (spec §3): Date is MM/DD/YYYY, Pages lists routes. */
export interface Announcement {
  Date: string;
  Pages: string[];
  Message: string;
  Href: string | null;
  /** The last day it shows, MM/DD/YYYY; null: until a newer one replaces it. */
  ShowUntil: string | null;
}

/**
 * The announcement shown on `page` (spec §4): the one with the latest Date among those whose
 * Pages include the page; on equal dates the one listed first; null when none applies. One whose
 * ShowUntil is before `today` (YYYY-MM-DD, Virginia's) has ended and is passed over (issue 35).
 */
export function announcementForPage<A extends Pick<Announcement, 'Date' | 'Pages'> & Partial<Pick<Announcement, 'ShowUntil'>>>(
  announcements: readonly A[],
  page: string,
  today: string,
): A | null {
  let chosen: A | null = null;
  for (const announcement of announcements) {
    if (!announcement.Pages.includes(page)) continue;
    if (announcement.ShowUntil && usDateToIso(announcement.ShowUntil) < today) continue;
    if (!chosen || usDateToIso(announcement.Date) > usDateToIso(chosen.Date)) chosen = announcement;
  }
  return chosen;
}
