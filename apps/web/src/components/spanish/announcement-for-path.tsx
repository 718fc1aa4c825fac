'use client';

import { type Announcement, announcementForPage } from '@vtrans/contracts/announcements';
import { englishPathOf } from '@vtrans/contracts/languages';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** An announcement as the Spanish frame shows it: its words in Spanish (or English, `lang="en"`), its date in Spanish. */
export type SpanishAnnouncement = Pick<Announcement, 'Date' | 'Pages' | 'ShowUntil'> & {
  dateText: string;
  message: string;
  lang: 'en' | undefined;
  behind: boolean;
  /** The English link, which the banner leaves out on the page it leads to. */
  href: string | null;
  /** Where the link leads a Spanish reader (spanish-announcement.tsx). */
  target: { href: string; hrefLang: 'en' | undefined } | null;
};

/**
 * The announcement for the English page this Spanish address stands for, chosen as the English
 * page's is (announcementForPage); read from the address here, as the frame stays while the reader
 * moves from page to page.
 */
export function AnnouncementForPath({ announcements, today }: { announcements: SpanishAnnouncement[]; today: string }) {
  const english = englishPathOf(usePathname());
  const announcement = announcementForPage(announcements, english, today);
  if (!announcement) return null;
  const target = announcement.href !== english ? announcement.target : null;
  return (
    <div className="container">
      <aside className="announcement" aria-label="Aviso">
        <p>
          <strong>{announcement.dateText}:</strong> <span lang={announcement.lang}>{announcement.message}</span>
          {announcement.behind && ' (Este aviso se volvió a publicar en inglés después de traducirlo: puede no estar al día).'}{' '}
          {target &&
            (target.href.startsWith('/') && !target.hrefLang ? (
              <Link href={target.href}>Más información</Link>
            ) : (
              <a href={target.href} hrefLang={target.hrefLang}>
                Más información
              </a>
            ))}
        </p>
      </aside>
    </div>
  );
}
