import 'server-only';
import { type CommentFilters } from '@vtrans/contracts/comments';
import { invalidFieldsError } from '@vtrans/contracts/errors';
import { listPublicComments, type ValidSession } from '@vtrans/db';
import { readPublic } from './db';

/**
 * Who a like or a flag belongs to: the signed-in user, else the anonymous browser's own random id;
 * neither is an invalid browserId.
 */
export function likerOf(session: ValidSession | null, browserId: string | undefined): { liker: string } {
  if (session) return { liker: `user:${session.user.id}` };
  if (browserId) return { liker: `browser:${browserId}` };
  throw invalidFieldsError({ browserId: 'needed when not signed in' });
}

/** The public comments as the no-map comments page lists them. */
export const publicCommentsData = (filters: CommentFilters) => readPublic(listPublicComments, filters);
