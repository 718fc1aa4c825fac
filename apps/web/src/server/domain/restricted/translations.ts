import 'server-only';
import { contentRoles } from '@vtrans/contracts/content-editing';
import { listTranslationStates, translationForEditing, translationReviewState } from '@vtrans/db';
import { readForRole } from '../../auth/viewer';

// What /admin/content/translations reads (issue 62): every translatable item's Spanish version by state, and one to edit.

export const translationStatesData = () => readForRole(contentRoles, (db) => listTranslationStates(db, 'es'));
export const translationForEditingData = (itemId: string) => readForRole(contentRoles, (db) => translationForEditing(db, itemId, 'es'));

/** The review of an item's Spanish (issue 63, decision 055): whether one is needed, what waits, and whether the viewer may decide. */
export const translationReviewData = (itemId: string) => readForRole(contentRoles, (db, viewer) => translationReviewState(db, itemId, 'es', viewer.user.id));
