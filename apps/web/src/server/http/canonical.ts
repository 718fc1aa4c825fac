/**
 * A page's canonical address (`<link rel="canonical">`, `og:url`): its path, with only the query
 * parameters that say which item it shows — a filter, a tracking tag or a cache-buster makes no
 * other page. proxy.ts passes each request's path and query to the render in `pathHeader`.
 */
export const pathHeader = 'x-vtrans-path';

const identifyingParams: Record<string, readonly string[]> = {
  '/get-involved/program-updates/update': ['id'],
  // Its Spanish page (issue 62) is one update's too.
  '/es/get-involved/program-updates/update': ['id'],
  '/get-involved/meetings/meeting': ['article'],
};

export function canonicalAddress(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://site.invalid');
  const kept = new URLSearchParams();
  for (const name of identifyingParams[url.pathname] ?? []) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
