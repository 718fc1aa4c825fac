import 'server-only';
import { commentPeriodRoles, staffRoles } from '@vtrans/contracts/auth';
import type { PeriodCommentFilters } from '@vtrans/contracts/comment-periods';
import {
  countThemeSuggestions,
  findTrashedDocument,
  listCommentThemes,
  listDocumentsForStaff,
  listPeriodCommentsForStaff,
  listSharedResponses,
} from '@vtrans/db';
import { hasRole } from '../../auth/session';
import { commentPeriodData, commentPeriodsData } from '../comment-periods';
import { localityPlacesData } from '../places';
import { checkedFor, readForRole } from '../../auth/viewer';

/**
 * What the period forms choose from: the localities (public) and the library's documents, hidden
 * ones too (staff's list, read here for editors as well as reviewers).
 */
async function choices() {
  const [localities, documents] = await Promise.all([localityPlacesData(), readForRole(commentPeriodRoles, (db) => listDocumentsForStaff(db))]);
  return { localities: localities.map(({ fips, name }) => ({ fips, name })), documents: documents.map(({ id, title }) => ({ id, title })) };
}

/** Every period and the form's choices, for editors and reviewers. */
export const commentPeriodsAdminData = () =>
  checkedFor(commentPeriodRoles, async (viewer) => {
    const [periods, chosen] = await Promise.all([commentPeriodsData(), choices()]);
    // Whether the viewer handles comments (enters, tags, answers them): the page offers only what they may do.
    return { periods, ...chosen, handling: hasRole(viewer, staffRoles) };
  });

/**
 * One period for staff: its details and choices for everyone who runs periods; for reviewers
 * also its themes with their suggestions, the comments the filters select, and the responses.
 */
export const commentPeriodAdminData = (periodId: string, filters: PeriodCommentFilters) =>
  checkedFor(commentPeriodRoles, async (viewer) => {
    const period = await commentPeriodData(periodId);
    if (!period) return null;
    const handle = async () =>
      readForRole(staffRoles, async (db) => {
        const [themes, suggestions, comments, responses] = await Promise.all([
          listCommentThemes(db, period.id),
          countThemeSuggestions(db, period.id),
          listPeriodCommentsForStaff(db, period.id, filters),
          listSharedResponses(db, period.id),
        ]);
        return { themes, suggestions, comments, responses };
      });
    // Editors see the period's details only; reviewers also handle its comments.
    const [chosen, handling, trashed] = await Promise.all([
      choices(),
      hasRole(viewer, staffRoles) ? handle() : null,
      period.documentId && !period.documentTitle ? readForRole(commentPeriodRoles, (db) => findTrashedDocument(db, period.documentId!)) : undefined,
    ]);
    // Its document in the trash stays its choice, said so, so saving the period does not drop it (issue 56).
    const documents = trashed
      ? [...chosen.documents, { id: trashed.id, title: `${trashed.title} (in the trash: restore it to show it again)` }]
      : chosen.documents;
    return { period, ...chosen, documents, handling };
  });

/** What the staff entry form chooses from (reviewers enter comments): every period, and the localities. */
export const staffEntryChoicesData = () =>
  checkedFor(staffRoles, async () => {
    const [periods, localities] = await Promise.all([commentPeriodsData(), localityPlacesData()]);
    return { periods: periods.map(({ id, title }) => ({ id, title })), localities: localities.map(({ fips, name }) => ({ fips, name })) };
  });
