import { spanishPathOf } from '@vtrans/contracts/languages';
import { SEARCH_MAX_LENGTH } from '@vtrans/contracts/search';
import type { Metadata } from 'next';
import Link from 'next/link';
import { HelpByPhone } from '@/components/spanish/help-by-phone';
import { webEnv } from '@/env';
import { spanishSearchData } from '@/server/domain/translations';

export const metadata: Metadata = {
  title: 'Buscar en las páginas en español',
  description: 'Busque en las páginas de VTrans escritas en español.',
  // A page of results is no page for search engines.
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Search in Spanish (issue 62): the pages written in Spanish — the team's and staff's translations —
 * read with Spanish stemming, accents ignored ("informacion" finds "información", "quejas" finds
 * "queja"). The English site's search (/search) reads English; this one never mixes the two.
 */
export default async function SpanishSearchPage({ searchParams }: Props) {
  const asked = (await searchParams).searchString;
  const words = typeof asked === 'string' ? asked.trim() : '';
  const tooLong = words.length > SEARCH_MAX_LENGTH;
  const results = words && !tooLong ? await spanishSearchData(words) : null;
  return (
    <div className="container content-page">
      <h1>Buscar en las páginas en español</h1>
      <form method="get" action="/es/search" role="search" className="search-form">
        <label htmlFor="searchString">Palabras que busca</label>
        {tooLong && (
          <p id="searchString-error" className="field-error">
            Escriba menos de {SEARCH_MAX_LENGTH} caracteres.
          </p>
        )}
        <div className="search-form__row">
          <input
            id="searchString"
            name="searchString"
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            defaultValue={words}
            {...(tooLong ? { 'aria-invalid': true, 'aria-describedby': 'searchString-error' } : {})}
          />
          <button type="submit" className="button">
            Buscar
          </button>
        </div>
      </form>
      {results && (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading">
            {results.length === 0
              ? `Ninguna página en español tiene “${words}”`
              : `${results.length} ${results.length === 1 ? 'página' : 'páginas'} con “${words}”`}
          </h2>
          {results.length > 0 && (
            <ul className="item-list">
              {results.map((result) => (
                <li key={result.route}>
                  <p>
                    <Link href={spanishPathOf(result.route)}>{result.title}</Link>
                  </p>
                  <p>{result.description}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <p>
        También puede{' '}
        <Link href="/search" hrefLang="en">
          buscar en todo el sitio, en inglés
        </Link>
        , o llamarnos: una persona le ayuda a encontrar lo que necesita.
      </p>
      <HelpByPhone phone={webEnv().ACCESSIBILITY_PHONE} />
    </div>
  );
}
