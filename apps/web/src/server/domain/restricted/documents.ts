import 'server-only';
import { staffRoles } from '@vtrans/contracts/auth';
import { virginiaToday } from '@vtrans/contracts/dates';
import { documentReviewPlans, documentReviewWorkList, listDocumentsForStaff, listOwnerGroups, listTrashedDocuments } from '@vtrans/db';
import { readForRole } from '../../auth/viewer';

/** Every document staff manage, hidden and archived ones with the public library's. */
export const staffLibraryData = () =>
  readForRole(staffRoles, async (db) => {
    const [documents, plans] = await Promise.all([listDocumentsForStaff(db), documentReviewPlans(db)]);
    return documents.map((document) => ({ ...document, owner_group_id: null, review_by: null, ...plans.get(document.id) }));
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
