/**
 * The languages the site is written in (issue 62): English, and Spanish in its `/es` edition.
 * A comment records the one its form was in, and what is sent back to its writer — the receipt,
 * staff's reply — is written in it.
 */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/**
 * The `lang` of words written in one language on a page of another (WCAG 3.1.2: a screen reader
 * then reads them in their own voice); none when they match the page's.
 */
export const langWhereDifferent = (written: Language, page: Language): Language | undefined => (written === page ? undefined : written);

/** The language a stored value names; anything else is English, the language of every older record. */
export const languageOf = (value: string | null | undefined): Language => (value === 'es' ? 'es' : 'en');

const spanishRoot = '/es';

/**
 * The language a page's address is in: English at the site's own addresses, Spanish under `/es`
 * at the same path (`/es/get-involved/contact-us`). An edition is chosen by its address alone —
 * never a cookie or Accept-Language — so the page cache, which keys a copy on the path, cannot
 * serve one edition's copy to a reader of the other (decision 047).
 */
export function languageOfPath(path: string): Language {
  return path === spanishRoot || path.startsWith(`${spanishRoot}/`) ? 'es' : 'en';
}

/** The English address of a page of either edition: `/es/x` → `/x`, `/es` → `/`. */
export function englishPathOf(path: string): string {
  return languageOfPath(path) === 'es' ? path.slice(spanishRoot.length) || '/' : path;
}

/** The Spanish address of a page of either edition: `/x` → `/es/x`, `/` → `/es`. */
export function spanishPathOf(path: string): string {
  if (languageOfPath(path) === 'es') return path;
  return path === '/' ? spanishRoot : `${spanishRoot}${path}`;
}

/** The element of a meetings page that shows a meeting (its public key): the Spanish page's address for it ends in it. */
export const meetingAnchor = (key: string) => `meeting-${key}`;

/** The element of a meetings page that shows a calendar event (its id). */
export const eventAnchor = (id: string | number) => `event-${id}`;

/** A page's address in the given language's edition (e-mails link a Spanish writer to Spanish pages). */
export const pathIn = (language: Language, path: string): string => (language === 'es' ? spanishPathOf(path) : englishPathOf(path));
