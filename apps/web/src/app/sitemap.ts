import { sitePaths } from '@vtrans/contracts/site-paths';
import type { MetadataRoute } from 'next';
import { webEnv } from '@/env';
import { sitemapData } from '@/server/content-api';
import { datasetPath } from '@/lib/datasets';
import { openDatasetsData } from '@/server/open-data';

/** Pages with a row in `pages` that are not for crawlers: one needs a sign-in, one is hidden on purpose. */
const unlisted = new Set(['/interactvtrans/submit', '/hidden-library']);

/**
 * GET /sitemap.xml — every public page, program update, meeting and dataset, each with when it
 * last changed (`updated_at`, which a trigger keeps, whoever writes).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ pages, updates, meetings }, datasets] = await Promise.all([sitemapData(), openDatasetsData()]);
  const site = webEnv().SITE_URL;
  const entry = (path: string, lastModified: Date) => ({ url: new URL(path, site).href, lastModified });
  return [
    ...pages.filter((page) => !unlisted.has(page.route)).map((page) => entry(page.route, page.updated_at)),
    ...updates.map((update) => entry(sitePaths.update(update.id), update.updated_at)),
    ...meetings.map((meeting) => entry(sitePaths.meeting(meeting.name), meeting.updated_at)),
    ...datasets.map((dataset) => entry(datasetPath(dataset.id), new Date(dataset.updatedAt))),
  ];
}
