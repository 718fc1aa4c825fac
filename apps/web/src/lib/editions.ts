/**
 * The site's two editions (issue 62): English at the site's own addresses, Spanish under `/es`
 * at the same path (`/es/get-involved/contact-us`). An edition is chosen by its address alone —
 * never a cookie or Accept-Language — so the page cache, which keys a copy on the path, cannot
 * serve one edition's copy to a reader of the other (decision 047).
 */
export type Edition = 'en' | 'es';

const spanishRoot = '/es';

/** The edition a request path is in. */
export function editionOfPath(path: string): Edition {
  return path === spanishRoot || path.startsWith(`${spanishRoot}/`) ? 'es' : 'en';
}

/** The English address of a page of either edition: `/es/x` → `/x`, `/es` → `/`. */
export function englishPathOf(path: string): string {
  return editionOfPath(path) === 'es' ? path.slice(spanishRoot.length) || '/' : path;
}

/** The Spanish address of a page of either edition: `/x` → `/es/x`, `/` → `/es`. */
export function spanishPathOf(path: string): string {
  if (editionOfPath(path) === 'es') return path;
  return path === '/' ? spanishRoot : `${spanishRoot}${path}`;
}

/** A page written in Spanish by the team: its title, and its name in the edition's list of pages. */
export interface SpanishPage {
  title: string;
  label: string;
}

/**
 * The English pages that have a Spanish version written by the team. Only these get `hreflang`
 * alternates and a place in the sitemap; every other `/es/…` address says in Spanish that the
 * page is not translated yet and where to get help (app/es/[...path]).
 */
export const spanishPages: ReadonlyMap<string, SpanishPage> = new Map([['/', { title: 'VTrans: el plan de transporte de Virginia', label: 'Inicio' }]]);
