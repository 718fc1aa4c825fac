import 'server-only';
import { staffRoles } from '@vtrans/contracts/auth';
import { virginiaToday } from '@vtrans/contracts/dates';
import {
  documentReviewPlans,
  documentReviewQueue,
  documentReviewWorkList,
  documentsNeedSecondEyes,
  listDocumentsForStaff,
  listOwnerGroups,
  listTrashedDocuments,
} from '@vtrans/db';
import { readForRole } from '../../auth/viewer';

/**
 * Every document staff manage, hidden and archived ones with the public library's. A document held
 * for a second pair of eyes is hidden as staff set it (where it goes once approved), as its edit
 * form and the review read it (documentForChange).
 */
export const staffLibraryData = () =>
  readForRole(staffRoles, async (db) => {
    const [documents, plans] = await Promise.all([listDocumentsForStaff(db), documentReviewPlans(db)]);
    return documents.map((document) => ({
      ...document,
      hidden: document.awaiting_approval_as ? document.awaiting_approval_as === 'unlisted' : document.hidden,
      owner_group_id: null,
      review_by: null,
      needs_review_at: null,
      needs_review_note: '',
      ...plans.get(document.id),
    }));
  });

/**
 * What waits for a second pair of eyes in the library (issue 63, decision 054), whether an upload
 * now is held for one, and whether the viewer may publish in an emergency.
 */
export const documentReviewQueueData = () =>
  readForRole(staffRoles, async (db, viewer) => {
    const [entries, held] = await Promise.all([documentReviewQueue(db, viewer.user.id), documentsNeedSecondEyes(db)]);
    return { entries, held, viewerIsAdmin: viewer.user.role === 'admin' };
  });

/** Who owns the library's documents and when each is looked at again (issue 63): the groups to choose from, and what is due. */
export const documentReviewsData = () =>
  readForRole(staffRoles, async (db) => {
    const today = virginiaToday();
    const [groups, work] = await Promise.all([listOwnerGroups(db), documentReviewWorkList(db, today)]);
    return { groups, work, today };
  });

/** The trash: documents staff removed, restorable until the purge. */
export const staffTrashData = () => readForRole(staffRoles, (db) => listTrashedDocuments(db));
