import 'server-only';

/** Where the OGC API – Features lives on this site. */
export const featureApiPath = '/api/features';

/** The API's base address on the host the request came to: its links keep a client on that host. */
export function apiBase(request: Request): string {
  return `${new URL(request.url).origin}${featureApiPath}`;
}
