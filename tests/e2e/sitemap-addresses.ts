import { expect } from '@playwright/test';
import { updateId } from '@vtrans/contracts/content';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { seedArticles, seedLayers, seedPages, seedSpanishTranslations, seedUpdates } from '@vtrans/seed';
import { findRoute } from '../../apps/web/src/server/http/routes/find-route';
import { datasetPath } from '../../apps/web/src/lib/datasets';
import { spanishPathOf } from '@vtrans/contracts/languages';
import { spanishPages } from '../../apps/web/src/lib/editions';
import { e2eBaseUrl } from './e2e-env';

/**
 * The addresses the sitemap sweeps check (axe in sitemap-accessibility.spec.ts, the Nu checker in
 * api/html-validity.spec.ts), one test each, so the sweeps spread over the run's lanes (issue 55).
 * Playwright names every test before any server runs, so the list comes from what the seed writes:
 * every listed page, program update, meeting and dataset by its address, and the pages written in Spanish (the team's and the seed's translations). Documents' pages and web
 * versions are one route each and their ids are made by the seed: the first few of each that the
 * sitemap lists are checked (their template is the same; their content is the worker's, tested apart).
 * `unexpectedSitemapAddresses` keeps the list honest: whatever the sitemap lists is one of these,
 * or another address of a kind these check.
 */
export interface SweptAddress {
  name: string;
  /** The path, from the lane's sitemap when it is only known there. */
  resolve: () => Promise<string>;
}

const documentsChecked = 3;
const documentRoute = /^\/documents-and-media\/[0-9a-f-]{36}(\/web-page)?$/;
const listed = (route: string) => !findRoute(route)?.policy.unlisted;

const known = [
  ...seedPages.map((page) => page.route).filter(listed),
  ...seedUpdates.map((update) => sitePaths.update(updateId(update.date, update.title))),
  ...seedArticles.map((article) => sitePaths.meeting(article.name)),
  ...seedLayers.map((layer) => datasetPath(layer.id)),
  ...[...spanishPages.keys()].map((english) => spanishPathOf(english)),
  ...seedSpanishTranslations.map((translation) => spanishPathOf(translation.route)),
];

/** The seeded addresses the sweeps check by address: axe finds every violation there, at both widths. */
export const sweptPaths: ReadonlySet<string> = new Set(known);

let listing: Promise<string[]> | undefined;
/** The paths the lane's /sitemap.xml lists, read once per worker. */
export function sitemapListing(): Promise<string[]> {
  listing ??= fetch(`${e2eBaseUrl}/sitemap.xml`).then(async (response) => {
    const sitemap = await response.text();
    return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const url = new URL(match[1]!.replace(/&amp;/g, '&'));
      return url.pathname + url.search;
    });
  });
  return listing;
}

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth'];
function nthDocument(kind: 'page' | 'web version', index: number): SweptAddress {
  return {
    name: `the ${ordinals[index]} document's ${kind}`,
    resolve: async () => {
      const documents = (await sitemapListing()).filter((address) => {
        const match = documentRoute.exec(address);
        return match && (kind === 'web version') === Boolean(match[1]);
      });
      expect(documents.length, `the sitemap lists at least ${index + 1} document ${kind}s`).toBeGreaterThan(index);
      return documents[index]!;
    },
  };
}

export const sweptAddresses: SweptAddress[] = [
  ...known.map((path) => ({
    name: path,
    resolve: async () => {
      expect(await sitemapListing(), `the sitemap lists ${path}`).toContain(path);
      return path;
    },
  })),
  ...Array.from({ length: documentsChecked }, (_, index) => nthDocument('page', index)),
  ...Array.from({ length: documentsChecked }, (_, index) => nthDocument('web version', index)),
];

/**
 * Kinds of address whose one route the sweeps check through the seed's: tests add more of them. The
 * seed makes no comment period; a period's public page (listed since issue 57) is checked with axe
 * on the page its own spec makes (comment-periods-desktop.spec.ts, "the public record"); its Spanish
 * page with axe and the Nu checker in spanish-comment-mobile.spec.ts (issue 62).
 */
const kindsChecked = [
  documentRoute,
  /^\/get-involved\/program-updates\/update\?id=/,
  /^\/get-involved\/meetings\/meeting\?article=/,
  /^\/interactvtrans\/datasets\/[^/]+$/,
  /^\/get-involved\/comment-periods\/[0-9a-f-]{36}$/,
  /^\/es\/get-involved\/comment-periods\/[0-9a-f-]{36}$/,
];

/** Addresses the sitemap lists that no sweep test checks, neither by address nor by kind: none should be. */
export async function unexpectedSitemapAddresses(): Promise<string[]> {
  const checked = new Set(known);
  return (await sitemapListing()).filter((address) => !checked.has(address) && !kindsChecked.some((kind) => kind.test(address)));
}
