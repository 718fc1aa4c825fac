import 'server-only';
import { commentPeriodRoles, staffRoles } from '@vtrans/contracts/auth';
import type { PeriodCommentFilters } from '@vtrans/contracts/comment-periods';
import {
  countThemeSuggestions,
  findCommentPeriod,
  listCommentPeriods,
  listCommentThemes,
  listDocumentsForStaff,
  listLocalityPlaces,
  listPeriodCommentsForStaff,
  listSharedResponses,
} from '@vtrans/db';
import { hasRole } from '../auth/session';
import { readForRole } from '../viewer';

import { isUuid } from '../comment-periods';

/** What the period forms choose from: the localities and the library's documents. */
async function choices(db: Parameters<typeof listLocalityPlaces>[0]) {
  const [localities, documents] = await Promise.all([listLocalityPlaces(db), listDocumentsForStaff(db)]);
  return { localities: localities.map(({ fips, name }) => ({ fips, name })), documents: documents.map(({ id, title }) => ({ id, title })) };
}

/** Every period and the form's choices, for editors and reviewers. */
export const commentPeriodsAdminData = () =>
  readForRole(commentPeriodRoles, async (db) => {
    const [periods, chosen] = await Promise.all([listCommentPeriods(db), choices(db)]);
    return { periods, ...chosen };
  });

/**
 * One period for staff: its details and choices for everyone who runs periods; for reviewers
 * also its themes with their suggestions, the comments the filters select, and the responses.
 */
export const commentPeriodAdminData = (periodId: string, filters: PeriodCommentFilters) =>
  readForRole(commentPeriodRoles, async (db, viewer) => {
    const period = isUuid(periodId) ? await findCommentPeriod(db, periodId) : null;
    if (!period) return null;
    const chosen = await choices(db);
    if (!hasRole(viewer, staffRoles)) return { period, ...chosen, handling: null };
    const [themes, suggestions, comments, responses] = await Promise.all([
      listCommentThemes(db, period.id),
      countThemeSuggestions(db, period.id),
      listPeriodCommentsForStaff(db, period.id, filters),
      listSharedResponses(db, period.id),
    ]);
    return { period, ...chosen, handling: { themes, suggestions, comments, responses } };
  });

/** What the staff entry form chooses from (reviewers enter comments): every period, and the localities. */
export const staffEntryChoicesData = () =>
  readForRole(staffRoles, async (db) => {
    const [periods, localities] = await Promise.all([listCommentPeriods(db), listLocalityPlaces(db)]);
    return { periods: periods.map(({ id, title }) => ({ id, title })), localities: localities.map(({ fips, name }) => ({ fips, name })) };
  });
