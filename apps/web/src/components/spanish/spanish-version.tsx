import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { spanishPageTranslation } from '@/server/domain/translations';
import { NotYetInSpanish, notYetInSpanishTitle } from './not-yet-in-spanish';
import { TranslatedPage } from './translated-page';

/** The metadata of an English page's `/es` address: its translation's, or "not yet", kept out of search engines. */
export async function spanishVersionMetadata(english: string): Promise<Metadata> {
  const translation = await spanishPageTranslation(english);
  if (translation) return { title: translation.fields.title, description: translation.fields.description };
  // Not a translation: kept out of search engines' Spanish results, and out of the sitemap.
  return { title: notYetInSpanishTitle, robots: { index: false, follow: true } };
}

/**
 * An English page's `/es` address (issue 62): staff's Spanish version when there is one, followed
 * by what the page adds in Spanish itself (`children`); else "not in Spanish yet".
 */
export async function SpanishVersion({ english, children }: { english: string; children?: ReactNode }) {
  const translation = await spanishPageTranslation(english);
  if (!translation) return <NotYetInSpanish english={english} />;
  return (
    <TranslatedPage route={english} translation={translation}>
      {children}
    </TranslatedPage>
  );
}
