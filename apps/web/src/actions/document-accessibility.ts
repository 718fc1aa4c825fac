'use server';

import { AccessibilityRequestUpdate } from '@vtrans/contracts/accessibility-requests';
import { staffRoles } from '@vtrans/contracts/auth';
import { AppError } from '@vtrans/contracts/errors';
import { recheckLibrary, setAccessibilityException, setDocumentVerified, updateAccessibilityRequest } from '@vtrans/db';
import { z } from 'zod';
import { formAction } from '@/server/action';

const page = '/admin/documents/accessibility';
const DocumentId = z.uuid('No such document.');

/** Staff: confirm a file is accessible (only once its automated checks pass), or withdraw that. */
export const verifyDocumentAction = formAction(
  { roles: staffRoles, schema: z.object({ id: DocumentId, verified: z.enum(['yes', 'no']) }), revalidate: [page] },
  async ({ id, verified }, { db, session }) => {
    if (!(await setDocumentVerified(db, id, verified === 'yes', session.user.id))) {
      throw new AppError('conflict', verified === 'yes' ? 'Only a file that passes the automated checks can be marked verified. Fix the problems listed, upload it again, and verify it then.' : 'No such document.');
    }
    return { message: verified === 'yes' ? 'Marked verified: the notice no longer opens for this file.' : 'No longer marked verified.' };
  },
);

const ExceptionForm = z
  .object({
    id: DocumentId,
    exception: z.enum(['none', 'archived', 'preexisting']),
    reason: z.string().trim().max(1000, 'Please keep the reason under 1,000 characters.'),
  })
  .refine((form) => form.exception === 'none' || form.reason.length >= 10, { path: ['reason'], message: 'Please say why the exception applies (at least 10 characters).' });

/** Staff: records the ADA rule's exception a document falls under (archived, or preexisting and not used for current services), with who and why. */
export const accessibilityExceptionAction = formAction(
  { roles: staffRoles, schema: ExceptionForm, echo: ['reason'], revalidate: [page] },
  async ({ id, exception, reason }, { db, session }) => {
    if (!(await setAccessibilityException(db, id, exception === 'none' ? null : exception, reason, session.user.id))) throw new AppError('not-found', 'No such document.');
    return { message: exception === 'none' ? 'Exception removed.' : 'Exception recorded.' };
  },
);

/** Staff: moves a request on; sent or closed tells the reader (through the worker). */
export const updateAccessibilityRequestAction = formAction(
  { roles: staffRoles, schema: AccessibilityRequestUpdate, echo: ['staffNote'], revalidate: [page] },
  async ({ id, status, staffNote }, { db }) => {
    if (!(await updateAccessibilityRequest(db, id, status, staffNote))) throw new AppError('not-found', 'No such request.');
    return { message: 'Saved.' };
  },
);

/** Staff: every PDF of the library checked again (after the checker improves, or to refresh results). */
export const recheckLibraryAction = formAction({ roles: staffRoles, schema: z.object({}), revalidate: [page] }, async (_input, { db }) => {
  const queued = await recheckLibrary(db);
  return { message: `${queued} PDF${queued === 1 ? '' : 's'} queued for checking. Results appear here as each finishes.` };
});
