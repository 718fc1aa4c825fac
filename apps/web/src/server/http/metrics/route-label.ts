import { findRoute } from '../routes/find-route';

/**
 * The route a request path belongs to, as written in the app folder (`/gap-ta/[gapid]`), so a
 * metric has one series per route rather than one per URL. Paths no route serves are `unmatched`.
 */
export function routeLabel(pathname: string): string {
  if (pathname.startsWith('/_next/')) return '/_next/*';
  return findRoute(pathname)?.pattern ?? 'unmatched';
}
