'use server';

import { staffRoles } from '@vtrans/contracts/auth';
import { AppError } from '@vtrans/contracts/errors';
import { decisionAsShown, GapTaApplicationUpdate } from '@vtrans/contracts/gap-ta';
import { savedMeanwhile } from '@vtrans/contracts/saved-meanwhile';
import { applicationDecisionForChange, updateGapTaApplication } from '@vtrans/db';
import { formAction } from '@/server/http/action';

/**
 * Staff: an application's status and note (who changed it, and when, is kept on the row), over
 * the decision the form was drawn with: a save over a colleague's later one is refused, naming
 * them, with what it says now (issue 56).
 */
export const updateApplicationAction = formAction(
  { roles: staffRoles, schema: GapTaApplicationUpdate, revalidate: ['/admin/gap-ta', '/admin/gap-ta/application'] },
  async ({ readAs, ...update }, { session, db }) => {
    const current = await applicationDecisionForChange(db, update.id);
    if (!current) throw new AppError('not-found', 'No such application.');
    if (decisionAsShown(current) !== readAs) {
      throw savedMeanwhile(
        current.updated_by_email,
        current.updated_at,
        'this application’s decision',
        `It is now “${current.status}”${current.staff_note ? `, with the note “${current.staff_note}”` : ''}.`,
      );
    }
    if (!(await updateGapTaApplication(db, { ...update, userId: session.user.id }))) throw new AppError('not-found', 'No such application.');
    return { message: `Saved: the application is now “${update.status}”.` };
  },
);
