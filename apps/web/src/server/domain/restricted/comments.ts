import 'server-only';
import { staffRoles } from '@vtrans/contracts/auth';
import { type StaffCommentFilters } from '@vtrans/contracts/comments';
import { listCommentsForExport, listCommentsForModeration } from '@vtrans/db';
import { commentsReport } from '../comments-export';
import { stateOutlinesData } from '../explorers';
import { readForRole } from '../../auth/viewer';

/** The comments for moderation that staff's filters select, hidden ones too. */
export const moderationData = (filters: StaffCommentFilters) => readForRole(staffRoles, (db) => listCommentsForModeration(db, filters));

/** The printable report of the comments staff's filters select, hidden ones too. */
export const commentsReportData = (filters: StaffCommentFilters) =>
  readForRole(staffRoles, async (db) => {
    const [comments, outlines] = await Promise.all([listCommentsForExport(db, filters), stateOutlinesData()]);
    return commentsReport(comments, outlines);
  });
