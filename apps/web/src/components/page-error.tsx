'use client';

import { type Language, pathIn } from '@vtrans/contracts/languages';
import Link from 'next/link';
import { usePageLanguage } from './use-page-language';

/** The error page's words in each edition (issue 62): the Spanish written by the team. */
const errorWords = {
  en: {
    heading: 'This page is temporarily unavailable',
    body: 'Something went wrong on our side while loading this page. Please try again in a moment.',
    retry: 'Try again',
    or: 'or',
    home: 'return to the home page',
  },
  es: {
    heading: 'Esta página no está disponible en este momento',
    body: 'Ocurrió un error en nuestro sistema al cargar esta página. Inténtelo otra vez en un momento.',
    retry: 'Inténtelo otra vez',
    or: 'o',
    home: 'vuelva a la página de inicio',
  },
} satisfies Record<Language, Record<string, string>>;

/**
 * Shown when a page fails to render; never shows the error itself, only what the reader can do,
 * in the edition of the page that failed. Each route group's error.tsx is this, so it is shown
 * inside the group's shell; the root's is for a shell that failed itself.
 */
export function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const language = usePageLanguage();
  const words = errorWords[language];
  return (
    <div className="container">
      <h1>{words.heading}</h1>
      <p>{words.body}</p>
      <p>
        <button type="button" className="button" onClick={reset}>
          {words.retry}
        </button>{' '}
        {words.or} <Link href={pathIn(language, '/')}>{words.home}</Link>.
      </p>
    </div>
  );
}
