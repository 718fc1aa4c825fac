import 'server-only';
import { safeCallbackPath } from '@vtrans/contracts/auth';
import { webEnv } from '@/env';

/** Where to go after signing in: a path and query on this site (SITE_URL's origin), else `fallback` (issue 54: one rule for every caller). */
export function callbackPath(value: string | null | undefined, fallback = '/'): string {
  return safeCallbackPath(value, webEnv().SITE_URL, fallback);
}
