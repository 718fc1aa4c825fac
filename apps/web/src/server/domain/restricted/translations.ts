import 'server-only';
import { contentRoles } from '@vtrans/contracts/content-editing';
import { listPageTranslationStates, pageTranslationForEditing, translationReviewState } from '@vtrans/db';
import { readForRole } from '../../auth/viewer';

// What /admin/content/translations reads (issue 62): every page's Spanish version by state, and one to edit.

export const translationStatesData = () => readForRole(contentRoles, (db) => listPageTranslationStates(db, 'es'));
export const translationForEditingData = (itemId: string) => readForRole(contentRoles, (db) => pageTranslationForEditing(db, itemId, 'es'));

/** The review of a page's Spanish (issue 63, decision 055): whether one is needed, what waits, and whether the viewer may decide. */
export const translationReviewData = (itemId: string) => readForRole(contentRoles, (db, viewer) => translationReviewState(db, itemId, 'es', viewer.user.id));
