import type { MetadataRoute } from 'next';
import { webEnv } from '@/env';
import { isProductionHost } from '@/server/production-host';

/**
 * GET /robots.txt — crawlers are kept off every host but the production one (as each page's
 * robots meta tag says too). There, everything public may be crawled; the admin area, the APIs,
 * sign-in and the submission pages may not, and the sitemap is named.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  if (!(await isProductionHost())) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/auth', '/interactvtrans/submit', '/hidden-library'] },
    sitemap: new URL('/sitemap.xml', webEnv().SITE_URL).href,
  };
}
