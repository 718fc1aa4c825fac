import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HelpByPhone } from '@/components/spanish/help-by-phone';
import { TranslatedPage } from '@/components/spanish/translated-page';
import { spanishPageTranslation } from '@/server/domain/translations';
import { SpanishPagesList } from '@/components/spanish/spanish-pages-list';
import { webEnv } from '@/env';
import { findRoute } from '@/server/http/routes/find-route';

type Params = Promise<{ path: string[] }>;

/** The English address this Spanish one stands for, when the English site has a page there. */
function englishPage(segments: string[]): string | null {
  const path = `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
  const route = findRoute(path);
  return route?.kind === 'page' && !route.pattern.startsWith('/es') ? path : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const english = englishPage((await params).path);
  const translation = english ? await spanishPageTranslation(english) : null;
  if (translation) return { title: translation.fields.title, description: translation.fields.description };
  // Not a translation: kept out of search engines' Spanish results, and out of the sitemap.
  return { title: 'Esta página todavía no está en español', robots: { index: false, follow: true } };
}

/**
 * `/es/<path>` of an English page (issue 62): staff's Spanish version when there is one; else says
 * in Spanish that there is none yet, links to the English page, and says how to get help from a
 * person — never a machine rendering of the English. An address the English site lacks too is not found.
 */
export default async function SpanishPage({ params }: { params: Params }) {
  const english = englishPage((await params).path);
  if (!english) notFound();
  const translation = await spanishPageTranslation(english);
  if (translation) return <TranslatedPage route={english} translation={translation} />;
  return (
    <div className="container content-page">
      <h1>Esta página todavía no está en español</h1>
      <p>
        Puede leerla en inglés:{' '}
        <a href={english} hrefLang="en" lang="en">
          {english}
        </a>
        . No la traducimos con una máquina: una traducción automática puede decir lo contrario de lo que dice la página.
      </p>
      <HelpByPhone phone={webEnv().ACCESSIBILITY_PHONE} />
      <h2>Páginas en español</h2>
      <SpanishPagesList />
    </div>
  );
}
