import { usDateToIso } from '@vtrans/contracts/content';
import { isoDateIn, virginiaToday } from '@vtrans/contracts/dates';
import { spanishPathOf } from '@vtrans/contracts/languages';
import { announcementsData } from '@/server/domain/content-api';
import { findRoute } from '@/server/http/routes/find-route';
import { spanishAnnouncementTranslations } from '@/server/domain/translations';
import { AnnouncementForPath, type SpanishAnnouncement } from './announcement-for-path';

/**
 * The announcements of the English pages, above their Spanish versions (issue 62): staff's Spanish
 * where written (noted when the English changed since), else the English, marked as English. The
 * Spanish frame draws it once for every page, so the browser picks the one for the address it is
 * at (AnnouncementForPath), as the English pages' banner does (spec §4). An announcement that has
 * ended is left out; a database that cannot be read leaves the frame without one.
 */
export async function SpanishAnnouncementBanner() {
  const today = virginiaToday();
  const showing = await showingAnnouncements(today).catch(() => null);
  return showing && <AnnouncementForPath announcements={showing} today={today} />;
}

/**
 * Where an announcement's link leads a Spanish reader: a page of this site at its Spanish address
 * (its Spanish, or "not in Spanish yet" with help by telephone); a file or another site as it is.
 */
function spanishTarget(href: string): SpanishAnnouncement['target'] {
  if (!href.startsWith('/')) return { href, hrefLang: undefined };
  return findRoute(href.split(/[?#]/)[0]!)?.kind === 'page' ? { href: spanishPathOf(href), hrefLang: undefined } : { href, hrefLang: 'en' };
}

/** The announcements that have not ended on `today`, each in the words a Spanish reader gets. */
async function showingAnnouncements(today: string): Promise<SpanishAnnouncement[]> {
  const [announcements, translations] = await Promise.all([announcementsData(), spanishAnnouncementTranslations()]);
  return announcements
    .filter((announcement) => !announcement.ShowUntil || usDateToIso(announcement.ShowUntil) >= today)
    .map((announcement) => {
      const spanish = translations.get(announcement.id);
      return {
        Date: announcement.Date,
        Pages: announcement.Pages,
        ShowUntil: announcement.ShowUntil,
        dateText: isoDateIn('es', usDateToIso(announcement.Date)),
        message: spanish?.fields.message ?? announcement.Message,
        lang: spanish ? undefined : 'en',
        behind: spanish?.state === 'behind',
        href: announcement.Href,
        target: announcement.Href ? spanishTarget(announcement.Href) : null,
      };
    });
}
