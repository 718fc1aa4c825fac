import Link from 'next/link';
import type { ReactNode } from 'react';
import { webEnv } from '@/env';
import { newsletterPostUrl } from '@/server/domain/newsletter';
import { spanishPathOf } from '@vtrans/contracts/languages';
import { spanishPages } from '@/lib/editions';
import { SpanishAnnouncementBanner } from '@/components/spanish/spanish-announcement';
import { HeaderBanner } from './header-banner';
import { SiteFooter } from './site-footer';

/**
 * The frame of the Spanish edition's pages (issue 62): the header banner and footer in Spanish,
 * and in place of the English menus the list of pages there are in Spanish and their search (which
 * reads Spanish). No account links: they speak English, and a reader of this edition is not signed
 * in to staff work.
 */
export function SpanishShell({ children }: { children: ReactNode }) {
  const env = webEnv();
  return (
    <>
      <HeaderBanner group="default" tools={null} edition="es" />
      <nav aria-label="Páginas en español" className="edition-nav">
        <div className="container">
          <ul>
            {[...spanishPages].map(([englishPath, page]) => (
              <li key={englishPath}>
                <Link href={spanishPathOf(englishPath)}>{page.label}</Link>
              </li>
            ))}
            <li>
              <Link href="/es/search">Buscar</Link>
            </li>
          </ul>
        </div>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <SpanishAnnouncementBanner />
        {children}
      </main>
      <SiteFooter kind="full-without-newsletter" edition="es" phone={env.ACCESSIBILITY_PHONE} translateWidget={false} newsletterUrl={newsletterPostUrl()} />
    </>
  );
}
