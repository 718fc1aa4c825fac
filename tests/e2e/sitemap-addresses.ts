import type { APIRequestContext } from '@playwright/test';

/** A library document's page or web version: one route each, however many documents there are. */
const documentRoute = /^\/documents-and-media\/[0-9a-f-]{36}(\/web-page)?$/;
const documentsChecked = 3;

/**
 * The addresses /sitemap.xml lists, as paths, for the specs that check every listed page (axe,
 * the Nu checker). Documents' pages and web versions are one route each: the first few of each are
 * checked, not all of them (their template is the same; their content is the worker's, tested apart).
 */
export async function sitemapAddresses(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
  const seen = { page: 0, web: 0 };
  return all.filter((address) => {
    const document = documentRoute.exec(address);
    if (!document) return true;
    const kind = document[1] ? 'web' : 'page';
    return ++seen[kind] <= documentsChecked;
  });
}
