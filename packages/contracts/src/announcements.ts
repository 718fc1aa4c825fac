import { usDateToIso } from './content';

/** An announcement as the API serves it (spec §3): Date is MM/DD/YYYY, Pages lists routes. */
export interface Announcement {
  Date: string;
  Pages: string[];
  Message: string;
  Href: string | null;
}

/**
 * The announcement shown on `page` (spec §4): the one with the latest Date among those whose
 * Pages include the page; on equal dates the one listed first; null when none applies.
 */
export function announcementForPage<A extends Pick<Announcement, 'Date' | 'Pages'>>(
  announcements: readonly A[],
  page: string,
): A | null {
  let chosen: A | null = null;
  for (const announcement of announcements) {
    if (!announcement.Pages.includes(page)) continue;
    if (!chosen || usDateToIso(announcement.Date) > usDateToIso(chosen.Date)) chosen = announcement;
  }
  return chosen;
}
