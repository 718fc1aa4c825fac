import 'server-only';
import { type CommentFilters, invalidFieldsError, type StaffCommentFilters } from '@vtrans/contracts';
import { listCommentsForModeration, listPublicComments, type ValidSession } from '@vtrans/db';
import { readForPage } from './db';

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
export const publicCommentsData = (filters: CommentFilters) => readForPage(listPublicComments, filters);

/** The comments for moderation that staff's filters select, hidden ones too (staff pages only). */
export const moderationData = (filters: StaffCommentFilters) => readForPage(listCommentsForModeration, filters);
