'use client';

import { type Announcement, announcementForPage } from '@vtrans/contracts/announcements';
import { englishPathOf, spanishPathOf } from '@vtrans/contracts/languages';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** An announcement as the Spanish frame shows it: its words in Spanish (or English, `lang="en"`), its date in Spanish. */
export type SpanishAnnouncement = Pick<Announcement, 'Date' | 'Pages' | 'ShowUntil'> & {
  dateText: string;
  message: string;
  lang: 'en' | undefined;
  behind: boolean;
  href: string | null;
};

/**
 * The announcement for the English page this Spanish address stands for, chosen as the English
 * page's is (announcementForPage); read from the address here, as the frame stays while the reader
 * moves from page to page. A link to a page of this site leads to its Spanish version.
 */
export function AnnouncementForPath({ announcements, today }: { announcements: SpanishAnnouncement[]; today: string }) {
  const english = englishPathOf(usePathname());
  const announcement = announcementForPage(announcements, english, today);
  if (!announcement) return null;
  const href = announcement.href && announcement.href !== english ? announcement.href : null;
  return (
    <div className="container">
      <aside className="announcement" aria-label="Aviso">
        <p>
          <strong>{announcement.dateText}:</strong> <span lang={announcement.lang}>{announcement.message}</span>
          {announcement.behind && ' (Este aviso cambió en inglés después de traducirlo.)'}{' '}
          {href && (href.startsWith('/') ? <Link href={spanishPathOf(href)}>Más información</Link> : <a href={href}>Más información</a>)}
        </p>
      </aside>
    </div>
  );
}
