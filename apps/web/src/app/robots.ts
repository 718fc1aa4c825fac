import type { MetadataRoute } from 'next';
import { webEnv } from '@/env';
import { isProductionHost } from '@/server/http/production-host';
import { routes } from '@/server/http/routes/routes.generated';

/**
 * The folders crawlers are kept out of: each whose route-policy.ts says `unlisted` (the admin area,
 * the APIs, sign-in, submissions, the hidden library), leaving out one inside another. Fixed at
 * build time, so worked out once.
 */
const unlistedFolders = [...new Set(routes.flatMap((route) => (route.policy.unlisted && route.declaredAt ? [route.declaredAt] : [])))].sort();
const disallowed = unlistedFolders.filter((folder) => !unlistedFolders.some((other) => other !== folder && folder.startsWith(`${other}/`)));

/**
 * GET /robots.txt — crawlers are kept off every host but the production one (as each page's
 * robots meta tag says too). There, everything public may be crawled but the unlisted folders,
 * and the sitemap is named.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  if (!(await isProductionHost())) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: disallowed },
    sitemap: new URL('/sitemap.xml', webEnv().SITE_URL).href,
  };
}
