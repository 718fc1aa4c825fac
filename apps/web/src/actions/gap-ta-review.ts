'use server';

import { staffRoles } from '@vtrans/contracts/auth';
import { AppError } from '@vtrans/contracts/errors';
import { GapTaApplicationUpdate } from '@vtrans/contracts/gap-ta';
import { updateGapTaApplication } from '@vtrans/db';
import { formAction } from '@/server/action';

/** Staff: an application's status and note (who changed it, and when, is kept on the row). */
export const updateApplicationAction = formAction(
  { roles: staffRoles, schema: GapTaApplicationUpdate, revalidate: ['/admin/gap-ta', '/admin/gap-ta/application'] },
  async (update, { session, db }) => {
    if (!(await updateGapTaApplication(db, { ...update, userId: session.user.id }))) throw new AppError('not-found', 'No such application.');
    return { message: `Saved: the application is now “${update.status}”.` };
  },
);
