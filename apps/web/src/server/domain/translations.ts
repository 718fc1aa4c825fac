import 'server-only';
import { findPageTranslation, listItemTranslations, listPageTranslationRoutes, searchSpanishPages } from '@vtrans/db';
import { spanishPages } from '@/lib/editions';
import { cache } from 'react';
import { readPublic } from '../platform/db';

// Staff's Spanish versions of the kinds contracts/translatable.ts lists (issue 62, decision 047),
// as readers get them.

/** A page's Spanish version, with whether the English has moved on since; null when there is none. */
export const spanishPageTranslation = cache((route: string) => readPublic(findPageTranslation, route, 'es'));

/** The meetings' Spanish titles and intros, by the meeting's public key, each with whether the English has moved on since. */
export const spanishMeetingTranslations = cache(() => readPublic((db) => listItemTranslations(db, 'meetings', 'es')));

/** The calendar events' Spanish titles and descriptions, by the event's id, each with whether the English has moved on since. */
export const spanishEventTranslations = cache(() => readPublic((db) => listItemTranslations(db, 'events', 'es')));

/** The announcements' Spanish, by the announcement's id, each with whether the English has moved on since. */
export const spanishAnnouncementTranslations = cache(() => readPublic((db) => listItemTranslations(db, 'announcements', 'es')));

/** The program updates' Spanish, by the update's id (`ids`: only these), each with whether the English has moved on since. */
export const spanishUpdateTranslations = cache((...ids: string[]) =>
  readPublic((db) => listItemTranslations(db, 'updates', 'es', ids.length ? ids : undefined)),
);

/** The questions' Spanish (topic, question, answer), by the question's public key, each with whether the English has moved on since. */
export const spanishFaqTranslations = cache(() => readPublic((db) => listItemTranslations(db, 'faqs', 'es')));

/** The pages with a Spanish version, and each one's state: for the sitemap and `hreflang`. */
export const spanishTranslatedRoutes = cache(() => readPublic(listPageTranslationRoutes, 'es'));

/** The Spanish pages matching a reader's words: staff's translations and the team's pages (spanishPages). */
export const spanishSearchData = (words: string) =>
  readPublic(
    searchSpanishPages,
    words,
    [...spanishPages].map(([route, page]) => ({ route, title: page.title, description: page.description })),
  );
