import 'server-only';
import type { ValidSession } from '@vtrans/db';
import { envelope } from './route';

/**
 * Who a like or a flag belongs to: the signed-in user, else the anonymous browser's own random id;
 * or the 400 to give when there is neither.
 */
export function likerOf(session: ValidSession | null, browserId: string | undefined): { liker: string } | { response: Response } {
  if (session) return { liker: `user:${session.user.id}` };
  if (browserId) return { liker: `browser:${browserId}` };
  return { response: envelope(400, { fields: { browserId: 'needed when not signed in' } }, 'Invalid field: browserId.') };
}
