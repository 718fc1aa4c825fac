import type { RouteEntry } from './policy';
import { routes } from './routes.generated';

/** One path segment's place in the route tree: static names first, then `[param]`, then `[...rest]`, as Next matches. */
type RouteNode = {
  entry?: RouteEntry;
  named: Map<string, RouteNode>;
  param?: RouteNode;
  rest?: RouteEntry;
};

const newNode = (): RouteNode => ({ named: new Map() });

function buildTree(entries: readonly RouteEntry[]): RouteNode {
  const root = newNode();
  for (const entry of entries) {
    let node = root;
    for (const segment of entry.pattern.split('/').filter(Boolean)) {
      if (segment.startsWith('[...')) {
        node.rest = entry;
        break;
      }
      if (segment.startsWith('[')) node = node.param ??= newNode();
      else node = node.named.get(segment) ?? node.named.set(segment, newNode()).get(segment)!;
    }
    if (!entry.pattern.includes('[...')) node.entry = entry;
  }
  return root;
}

const tree = buildTree(routes);

function match(node: RouteNode, segments: readonly string[], at: number): RouteEntry | undefined {
  if (at === segments.length) return node.entry;
  const named = node.named.get(segments[at]!);
  return (named && match(named, segments, at + 1)) ?? (node.param && match(node.param, segments, at + 1)) ?? node.rest;
}

/**
 * The route of the app folder that answers a request path, with the policy its folder declares;
 * undefined when no route does (Next answers 404). Built once from routes.generated.ts; a lookup
 * walks one tree node per segment, so it costs next to nothing on every request.
 */
export function findRoute(pathname: string): RouteEntry | undefined {
  const segments = pathname.split('/').filter(Boolean);
  try {
    return match(
      tree,
      segments.map((segment) => decodeURIComponent(segment)),
      0,
    );
  } catch {
    return undefined; // a malformed %-escape: no route of ours answers it
  }
}
