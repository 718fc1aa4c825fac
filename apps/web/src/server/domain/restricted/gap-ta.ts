import 'server-only';
import { staffRoles } from '@vtrans/contracts/auth';
import { type GapTaApplicationStatus } from '@vtrans/contracts/gap-ta';
import { findGapTaApplication, listGapTaApplications } from '@vtrans/db';
import { readForRole } from '../../auth/viewer';

/** GAP-TA applications, newest first, of one status when given. */
export const gapTaApplicationsData = (status?: GapTaApplicationStatus) => readForRole(staffRoles, (db) => listGapTaApplications(db, { status }));

/** One application with its area and the applicant's contact details; null when unknown. */
export const gapTaApplicationData = (id: number) => readForRole(staffRoles, (db) => findGapTaApplication(db, id));
