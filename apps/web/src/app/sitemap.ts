import { sitePaths } from '@vtrans/contracts/site-paths';
import type { MetadataRoute } from 'next';
import { webEnv } from '@/env';
import { sitemapData } from '@/server/domain/content-api';
import { datasetPath } from '@/lib/datasets';
import { openDatasetsData } from '@/server/domain/open-data';
import { findRoute } from '@/server/http/routes/find-route';
import { spanishPathOf } from '@vtrans/contracts/languages';
import { spanishPages } from '@/lib/editions';
import { spanishTranslatedRoutes, spanishUpdateTranslations } from '@/server/domain/translations';

/** Whether a page with a row in `pages` is for crawlers: not when its route-policy.ts says `unlisted`. */
const listed = (route: string) => !findRoute(route)?.policy.unlisted;

/**
 * GET /sitemap.xml — every public page, program update, meeting, comment period, dataset and
 * document (its page and its web version), and the pages and program updates in Spanish (issue 62), each with when it really last changed where that is
 * known (listSitemapEntries says how): a page only the seed wrote has no `lastmod` rather than the
 * moment the database was seeded (issue 57).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ pages, updates, meetings, commentPeriods, documents }, datasets, translated, translatedUpdates] = await Promise.all([
    sitemapData(),
    openDatasetsData(),
    spanishTranslatedRoutes(),
    spanishUpdateTranslations(),
  ]);
  const site = webEnv().SITE_URL;
  const entry = (path: string, lastModified: Date | null) => ({ url: new URL(path, site).href, ...(lastModified ? { lastModified } : {}) });
  return [
    ...pages.filter((page) => listed(page.route)).map((page) => entry(page.route, page.changed_at)),
    // Hand-written in the code, so no row says when they changed: no lastmod (as above).
    ...[...spanishPages.keys()].map((english) => entry(spanishPathOf(english), null)),
    ...translated.filter((page) => listed(page.route) && !spanishPages.has(page.route)).map((page) => entry(spanishPathOf(page.route), page.updatedAt)),
    ...updates.map((update) => entry(sitePaths.update(update.id), update.changed_at)),
    ...[...translatedUpdates].map(([id, spanish]) => entry(spanishPathOf(sitePaths.update(id)), spanish.updatedAt)),
    ...meetings.map((meeting) => entry(sitePaths.meeting(meeting.name), meeting.changed_at)),
    // Each period's record has its Spanish page (issue 62).
    ...commentPeriods.flatMap((period) => [
      entry(sitePaths.commentPeriod(period.id), period.changed_at),
      entry(spanishPathOf(sitePaths.commentPeriod(period.id)), period.changed_at),
    ]),
    ...datasets.map((dataset) => entry(datasetPath(dataset.id), new Date(dataset.updatedAt))),
    ...documents.flatMap((document) => [
      entry(sitePaths.document(document.id), document.changed_at),
      ...(document.web_version_made_at ? [entry(sitePaths.documentWebPage(document.id), document.web_version_made_at)] : []),
    ]),
  ];
}
