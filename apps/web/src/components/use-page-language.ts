'use client';

import { type Language, languageOfPath } from '@vtrans/contracts/languages';
import { usePathname } from 'next/navigation';

/**
 * The edition of the page the browser is on, read from its address (decision 047): for the parts
 * drawn once for every page — the skip link, the accessibility notice, the error page — which a
 * move inside the site does not draw again.
 */
export function usePageLanguage(): Language {
  return languageOfPath(usePathname() ?? '/');
}
