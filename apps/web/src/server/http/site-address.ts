import 'server-only';
import { webEnv } from '@/env';

/** A path on this site as its public address (SITE_URL): for what leaves the site, such as feeds and catalogs. */
export const siteAddress = (path: string) => new URL(path, webEnv().SITE_URL).href;
