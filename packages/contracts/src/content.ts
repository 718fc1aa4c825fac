import { z } from 'zod';

export { isoToUsDate } from './dates';

/** Dates on the site are written MM/DD/YYYY (spec §9). */
export const UsDate = z.string().regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/, 'expected MM/DD/YYYY');

/** A meeting's (article's) name, as its address carries it: `?article=ctb-workshop-vision-2025`. */
export const ArticleQuery = z.object({
  article: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected an article name such as ctb-workshop-vision-2025')
    .max(100),
});

/** GET …/meetings/event/calendar.ics?id= : one calendar event (one without a meeting page). */
export const EventQuery = z.object({
  id: z.coerce.number().int('expected an event number').positive('expected an event number').max(2_147_483_647, 'expected an event number'),
});

export function usDateToIso(usDate: string): string {
  const [month, day, year] = UsDate.parse(usDate).split('/');
  return `${year}-${month}-${day}`;
}

/**
 * The id of a program update (spec §3): its MM/DD/YYYY date with slashes turned to dashes, a
 * dash, then the title with punctuation removed, trimmed, and spaces turned to dashes.
 */
export function updateId(usDate: string, title: string): string {
  const slug = title
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return `${UsDate.parse(usDate).replaceAll('/', '-')}-${slug}`;
}

/** Spec §4: a cache entry's days-to-live is days times 86,400,000 ms. */
export function daysToLiveMs(days: number): number {
  return days * 86_400_000;
}

/**
 * The cached datasets (spec §4: announcements, updates, events and the InteractVTrans statistics
 * are fetched once and reused), each with its days-to-live. A change to the data ends an entry
 * sooner (see cache_tags); the statistics change only when the worker stores a new version.
 */
export const contentCacheDaysToLive = { announcements: 1, updates: 1, events: 1, statistics: 1 } as const;
export type ContentCacheTag = keyof typeof contentCacheDaysToLive;

/**
 * The page cache's tags (decision 012): a cached public page depends on one or both, and a write
 * to any table under a tag (see the page-cache-tags migration) ends every copy that depends on it.
 */
export const pageCacheTags = ['page-content', 'page-comments'] as const;
export type PageCacheTag = (typeof pageCacheTags)[number];
