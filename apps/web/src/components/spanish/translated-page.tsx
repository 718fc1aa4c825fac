import type { ReactNode } from 'react';
import { MarkdownBody } from '@/components/markdown-body';
import { englishPathOf } from '@vtrans/contracts/languages';
import { virginiaDateIn } from '@vtrans/contracts/dates';

interface Translation {
  fields: { heading: string; intro: string; body: string };
  state: 'current' | 'behind';
  englishPublishedAt: Date | null;
}

/**
 * A page in staff's Spanish (issue 62). When the English has been published again since, readers
 * are told first, in Spanish, with the English page a link away: the translation may no longer
 * say what the page says. What the page adds in Spanish itself follows the body (`children`).
 */
export function TranslatedPage({ route, translation, children }: { route: string; translation: Translation; children?: ReactNode }) {
  const english = englishPathOf(route);
  return (
    <div className="container content-page">
      <h1>{translation.fields.heading}</h1>
      {translation.state === 'behind' && (
        <aside className="translation-behind" aria-label="Traducción atrasada">
          <p>
            <strong>Esta traducción puede estar atrasada.</strong> La página en inglés cambió
            {translation.englishPublishedAt ? ` el ${virginiaDateIn('es', translation.englishPublishedAt)}` : ''} y todavía no actualizamos el español.{' '}
            <a href={english} hrefLang="en">
              Lea la página en inglés
            </a>
            .
          </p>
        </aside>
      )}
      <p className="lead">{translation.fields.intro}</p>
      <MarkdownBody source={translation.fields.body} />
      {children}
    </div>
  );
}
