import 'server-only';
import { staffRoles } from '@vtrans/contracts/auth';
import { listDocumentsForStaff, listTrashedDocuments } from '@vtrans/db';
import { readForRole } from '../../auth/viewer';

/** Every document staff manage, hidden and archived ones with the public library's. */
export const staffLibraryData = () => readForRole(staffRoles, (db) => listDocumentsForStaff(db));

/** The trash: documents staff removed, restorable until the purge. */
export const staffTrashData = () => readForRole(staffRoles, (db) => listTrashedDocuments(db));
