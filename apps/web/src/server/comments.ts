import 'server-only';
import type { ValidSession } from '@vtrans/db';
import { webEnv } from '@/env';

/** Who a like belongs to: the signed-in user, else the anonymous browser's own random id. */
export function likerOf(session: ValidSession | null, browserId: string | undefined): string | null {
  if (session) return `user:${session.user.id}`;
  return browserId ? `browser:${browserId}` : null;
}

export function commentNotice() {
  const { COMMENT_ALERT_TO, SITE_URL } = webEnv();
  return { staffAddress: COMMENT_ALERT_TO, siteUrl: SITE_URL };
}
