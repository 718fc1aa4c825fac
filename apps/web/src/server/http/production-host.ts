import 'server-only';
import { headers } from 'next/headers';
import { webEnv } from '@/env';

/**
 * Spec §2: only the production host is indexed. True when this request came to PRODUCTION_HOST;
 * false on any other host (staging, a developer's machine) and when it is not set.
 */
export async function isProductionHost(): Promise<boolean> {
  // The host is read first, always: it is what makes robots.txt a request-time answer. (Read only
  // when PRODUCTION_HOST is set, `next build` — which runs without it — froze robots.txt.)
  return isProductionHostName((await headers()).get('host'));
}

/** The same rule for a Host header already in hand (the page cache, in proxy.ts). */
export function isProductionHostName(host: string | null): boolean {
  const production = webEnv().PRODUCTION_HOST;
  return production !== undefined && host === production;
}
