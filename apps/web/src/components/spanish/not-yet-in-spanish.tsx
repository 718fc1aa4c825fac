import { HelpByPhone } from './help-by-phone';
import { SpanishPagesList } from './spanish-pages-list';
import { webEnv } from '@/env';

/**
 * What an `/es/…` address of an English page without a Spanish version says (issue 62): that, in
 * Spanish, with the English page a link away and help from a person by telephone — never a
 * machine rendering of the English.
 */
export function NotYetInSpanish({ english }: { english: string }) {
  return (
    <div className="container content-page">
      <h1>{notYetInSpanishTitle}</h1>
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

export const notYetInSpanishTitle = 'Esta página todavía no está en español';
