import 'server-only';
import { findPageTranslation, listPageTranslationRoutes } from '@vtrans/db';
import { cache } from 'react';
import { readPublic } from '../platform/db';

// Staff's Spanish versions of the site's pages (issue 62, decision 047), as readers get them.

/** A page's Spanish version, with whether the English has moved on since; null when there is none. */
export const spanishPageTranslation = cache((route: string) => readPublic(findPageTranslation, route, 'es'));

/** The pages with a Spanish version, and each one's state: for the sitemap and `hreflang`. */
export const spanishTranslatedRoutes = cache(() => readPublic(listPageTranslationRoutes, 'es'));
