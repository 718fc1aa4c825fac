import 'server-only';
import { webEnv } from '@/env';

/**
 * Whether a state-changing request comes from this site. The Origin header must name this site
 * (its public SITE_URL, or the host the request was sent to). `null` (sandboxed frames, some
 * redirects) and garbage count as foreign; a missing header is for the caller to judge.
 */
export function originVerdict(request: { headers: Pick<Headers, 'get'> }): 'same' | 'foreign' | 'missing' {
  const origin = request.headers.get('origin');
  if (origin === null) return 'missing';
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return 'foreign';
  }
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const own = [new URL(webEnv().SITE_URL).origin, host ? `${parsed.protocol}//${host}` : null];
  return own.includes(parsed.origin) ? 'same' : 'foreign';
}
