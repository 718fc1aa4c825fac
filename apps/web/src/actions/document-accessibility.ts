'use server';

import { accessibilityRequestDoneWords, accessibilityRequestStatuses, AccessibilityRequestUpdate, finishesRequest } from '@vtrans/contracts/accessibility-requests';
import { staffRoles } from '@vtrans/contracts/auth';
import { isoToUsDate } from '@vtrans/contracts/dates';
import { AppError } from '@vtrans/contracts/errors';
import { noticeText } from '@vtrans/contracts/notice-words';
import { findAccessibilityRequest, recheckLibrary, setAccessibilityException, setDocumentVerified, updateAccessibilityRequest } from '@vtrans/db';
import { z } from 'zod';
import { webEnv } from '@/env';
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

const noSuchRequest = () => new AppError('not-found', 'No such request.');

/**
 * Staff: moves a request on. Sent or closed e-mails the reader (through the worker), once: that
 * e-mail, with the note in it, is shown before it goes (issue 56).
 */
export const updateAccessibilityRequestAction = formAction(
  {
    roles: staffRoles,
    schema: AccessibilityRequestUpdate,
    echo: ['staffNote'],
    revalidate: [page],
    consequence: {
      kind: 'emails-the-public',
      audit: 'accessibility-request.finish',
      async describe({ id, status, staffNote }, { db }) {
        const request = await findAccessibilityRequest(db, id);
        if (!request) throw noSuchRequest();
        if (!finishesRequest(request.status, status) || (status !== 'sent' && status !== 'closed')) return null;
        const words = accessibilityRequestDoneWords(
          { status, documentTitle: request.document_title, format: request.format, staffNote, documentInLibrary: request.document_trashed_at ? null : request.document_id },
          webEnv().SITE_URL,
        );
        return {
          subject: `accessibility-request:${id}`,
          summary: `The request of ${request.name} for “${request.document_title}” becomes ${accessibilityRequestStatuses[status].toLowerCase()}, and ${request.email} is e-mailed that it is (1 person).`,
          effects: [`It leaves the open requests; it was due ${isoToUsDate(request.due_on)}.`, 'They are e-mailed this once: saving it again later sends nothing.'],
          email: { recipients: 1, subject: words.subject, text: noticeText(words) },
          confirmLabel: 'Yes, save it and e-mail the requester',
        };
      },
    },
  },
  async ({ id, status, staffNote }, { db }) => {
    if (!(await updateAccessibilityRequest(db, id, status, staffNote))) throw noSuchRequest();
    return { message: 'Saved.' };
  },
);

/** Staff: every PDF of the library checked again (after the checker improves, or to refresh results). */
export const recheckLibraryAction = formAction({ roles: staffRoles, schema: z.object({}), revalidate: [page] }, async (_input, { db }) => {
  const queued = await recheckLibrary(db);
  return { message: `${queued} PDF${queued === 1 ? '' : 's'} queued for checking. Results appear here as each finishes.` };
});
