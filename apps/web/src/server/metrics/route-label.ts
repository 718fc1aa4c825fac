import { readFileSync } from 'node:fs';
import path from 'node:path';

interface RoutesManifest {
  staticRoutes: { page: string }[];
  dynamicRoutes: { page: string; regex: string }[];
}

interface RouteTable {
  staticPages: Set<string>;
  dynamicPages: { page: string; pattern: RegExp }[];
}

let table: RouteTable | undefined;

/**
 * Next's own list of the app's routes, written by `next build` (and by `next dev` as it goes).
 * Dynamic routes come in Next's matching order, most specific first.
 */
function routeTable(): RouteTable | undefined {
  if (table) return table;
  try {
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'routes-manifest.json'), 'utf8')) as RoutesManifest;
    table = {
      staticPages: new Set(manifest.staticRoutes.map((route) => route.page)),
      dynamicPages: manifest.dynamicRoutes.map((route) => ({ page: route.page, pattern: new RegExp(route.regex) })),
    };
  } catch {
    return undefined; // not built yet (dev before the first compile): try again next time
  }
  return table;
}

/**
 * The route a request path belongs to, as written in the app folder (`/gap-ta/[gapid]`), so a
 * metric has one series per route rather than one per URL. Paths no route serves are `unmatched`.
 */
export function routeLabel(pathname: string): string {
  if (pathname.startsWith('/_next/')) return '/_next/*';
  const routes = routeTable();
  if (!routes) return 'unmatched';
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (routes.staticPages.has(trimmed)) return trimmed;
  return routes.dynamicPages.find((route) => route.pattern.test(pathname))?.page ?? 'unmatched';
}
