import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { webEnv } from '@/env';
import { languageOfPath, englishPathOf, spanishPathOf } from '@vtrans/contracts/languages';
import { writtenInSpanish } from '@/lib/editions';
import { findPageTranslation, listItemTranslations } from '@vtrans/db';
import { readPublic } from '../platform/db';
import { canonicalAddress, pathHeader } from './canonical';

/** This request's canonical address (see canonical.ts); '/' when the proxy did not pass the path. */
async function canonicalOfRequest(): Promise<string> {
  return canonicalAddress((await headers()).get(pathHeader) ?? '/');
}

/**
 * A page's alternates with its canonical address. Next replaces a layout's `alternates` with a
 * page's, so a page that names alternates of its own (its feeds) takes its canonical from here.
 */
export async function alternatesWithCanonical(alternates: Metadata['alternates'] = {}): Promise<Metadata['alternates']> {
  const canonical = await canonicalOfRequest();
  return { ...alternates, canonical, ...(await languageAlternates(canonical)) };
}

/**
 * `hreflang` alternates (issue 62), only for a page whose Spanish version is current: a Spanish
 * address that says "not translated yet", or whose English has moved on, is no alternate of its
 * English page. A program update's Spanish is its own page, named by the same `id` as its English.
 */
async function languageAlternates(canonical: string): Promise<Pick<NonNullable<Metadata['alternates']>, 'languages'>> {
  const url = new URL(canonical, 'http://site.invalid');
  const english = englishPathOf(url.pathname) + url.search;
  if (!(await spanishIsCurrent(englishPathOf(url.pathname), url.searchParams))) return {};
  return { languages: { en: english, es: spanishPathOf(english), 'x-default': english } };
}

const updatePage = '/get-involved/program-updates/update';

async function spanishIsCurrent(englishPath: string, query: URLSearchParams): Promise<boolean> {
  if (writtenInSpanish(englishPath)) return true;
  const update = englishPath === updatePage ? query.get('id') : null;
  if (update !== null) return (await readPublic((db) => listItemTranslations(db, 'updates', 'es', [update]))).get(update)?.state === 'current';
  return (await readPublic(findPageTranslation, englishPath, 'es'))?.state === 'current';
}

/**
 * What every page says of itself to search engines and to whatever shows a shared link: its
 * canonical address, and an Open Graph and Twitter card. Their title and description are the
 * page's own (Next copies them into the cards); the image is the site's (app/opengraph-image.tsx).
 */
export async function shareMetadata(): Promise<Metadata> {
  const canonical = await canonicalOfRequest();
  return {
    metadataBase: new URL(webEnv().SITE_URL),
    alternates: { canonical, ...(await languageAlternates(canonical)) },
    openGraph: { type: 'website', siteName: 'VTrans', locale: languageOfPath(canonical) === 'es' ? 'es_US' : 'en_US', url: canonical },
    twitter: { card: 'summary_large_image' },
  };
}
