'use server';

import {
  ACCESSIBLE_FILE_DAYS,
  ACCESSIBLE_FILE_MAX_BYTES,
  accessibilityRequestDoneWords,
  accessibilityRequestStatuses,
  AccessibilityRequestUpdate,
  accessibleFileExtensions,
  accessibleFileName,
  finishesRequest,
} from '@vtrans/contracts/accessibility-requests';
import { staffRoles } from '@vtrans/contracts/auth';
import { isoToUsDate, virginiaDateTime, virginiaToday } from '@vtrans/contracts/dates';
import { AppError } from '@vtrans/contracts/errors';
import { noticeText } from '@vtrans/contracts/notice-words';
import {
  documentForChange,
  findAccessibilityRequest,
  lockAccessibilityRequest,
  recheckLibrary,
  setAccessibilityException,
  setDocumentVerified,
  updateAccessibilityRequest,
} from '@vtrans/db';
import { documentAccessibilityLabels, documentAccessibilityState } from '@vtrans/contracts/pdf-accessibility';
import { z } from 'zod';
import { webEnv } from '@/env';
import { formAction } from '@/server/http/action';
import { fileStorage } from '@/server/platform/storage';
import { formatBytes } from '@/lib/format-bytes';

const page = '/admin/documents/accessibility';
const DocumentId = z.uuid('No such document.');

/** The day `days` days after an ISO day. */
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Staff: confirm a file is accessible (only once its automated checks pass), or withdraw that. */
export const verifyDocumentAction = formAction(
  {
    roles: staffRoles,
    schema: z.object({ id: DocumentId, verified: z.enum(['yes', 'no']) }),
    revalidate: [page],
    // “Accessible (checked by staff)” is a claim to the public under the ADA rule: what it claims, and on what, is said first (issue 56).
    consequence: {
      kind: 'publishes',
      audit: 'document.verify',
      async describe({ id, verified }, { db }) {
        const document = await documentForChange(db, id);
        if (!document) throw new AppError('not-found', 'No such document.');
        if ((verified === 'yes') === document.accessible) return null;
        if (verified === 'yes' && document.accessibility_check !== 'passed') throw notPassing();
        const automated = documentAccessibilityLabels[documentAccessibilityState({ ...document, accessible: false })];
        return verified === 'yes'
          ? {
              subject: `document:${id}`,
              summary: `Readers will be told “${documentAccessibilityLabels.verified}” for “${document.title}” (${document.file_name}), in the library and on its page, instead of “${automated}”.`,
              effects: [
                `Its automated checks passed${document.accessibility_checked_at ? ` on ${virginiaDateTime(document.accessibility_checked_at)}` : ''}. Those checks cannot judge what only a person can: that the reading order makes sense, that each image’s text says what it shows, that headings and tables say what they are.`,
                'Confirm only if you have checked those, with a screen reader or the PDF’s tags. The notice offering another format no longer opens for this file.',
              ],
              confirmLabel: 'Yes, I checked it: mark it accessible',
            }
          : {
              subject: `document:${id}`,
              summary: `Readers will no longer be told “${documentAccessibilityLabels.verified}” for “${document.title}”; they see “${automated}”, the automated checks’ result.`,
              effects: ['The notice offering another format opens for this file again.'],
              confirmLabel: 'Yes, withdraw the verification',
            };
      },
    },
  },
  async ({ id, verified }, { db, session }) => {
    // Already so (a form sent again): who verified it, and when, stay as they were.
    const document = await documentForChange(db, id);
    if (document && (verified === 'yes') === document.accessible)
      return { message: document.accessible ? 'It is marked verified already.' : 'It is not marked verified.' };
    if (!(await setDocumentVerified(db, id, verified === 'yes', session.user.id)))
      throw verified === 'yes' ? notPassing() : new AppError('not-found', 'No such document.');
    return { message: verified === 'yes' ? 'Marked verified: the notice no longer opens for this file.' : 'No longer marked verified.' };
  },
);

const notPassing = () =>
  new AppError(
    'conflict',
    'Only a file that passes the automated checks can be marked verified. Fix the problems listed, upload it again, and verify it then.',
  );

const ExceptionForm = z
  .object({
    id: DocumentId,
    exception: z.enum(['none', 'archived', 'preexisting']),
    reason: z.string().trim().max(1000, 'Please keep the reason under 1,000 characters.'),
  })
  .refine((form) => form.exception === 'none' || form.reason.length >= 10, {
    path: ['reason'],
    message: 'Please say why the exception applies (at least 10 characters).',
  });

/** Staff: records the ADA rule's exception a document falls under (archived, or preexisting and not used for current services), with who and why. */
export const accessibilityExceptionAction = formAction(
  { roles: staffRoles, schema: ExceptionForm, echo: ['reason'], revalidate: [page] },
  async ({ id, exception, reason }, { db, session }) => {
    if (!(await setAccessibilityException(db, id, exception === 'none' ? null : exception, reason, session.user.id)))
      throw new AppError('not-found', 'No such document.');
    return { message: exception === 'none' ? 'Exception removed.' : 'Exception recorded.' };
  },
);

const noSuchRequest = () => new AppError('not-found', 'No such request.');

/** An attached file: none when the field was left empty (a browser sends an empty, nameless file then). */
const AttachedFile = z
  .instanceof(File)
  .optional()
  .transform((file) => (file && file.size > 0 ? file : undefined))
  .refine((file) => !file || file.size <= ACCESSIBLE_FILE_MAX_BYTES, `The file is larger than ${ACCESSIBLE_FILE_MAX_BYTES / 1024 / 1024} MB.`)
  .refine((file) => !file || accessibleFileName(file.name), `Attach the accessible file itself: ${accessibleFileExtensions.join(', ')}.`);

const RequestUpdate = AccessibilityRequestUpdate.extend({ file: AttachedFile }).refine((update) => !update.file || update.status === 'sent', {
  message: 'A file goes with “Sent”: choose Sent to send it.',
  path: ['file'],
});

const readRequestUpdate = (formData: FormData) => ({
  id: formData.get('id') ?? '',
  status: formData.get('status') ?? '',
  staffNote: formData.get('staffNote') ?? '',
  file: formData.get('file') ?? undefined,
});

/**
 * Staff: moves a request on. Sent or closed e-mails the reader (through the worker), once: that
 * e-mail, with the note in it, is shown before it goes (issue 56). A file attached with Sent is
 * kept and linked from the e-mail for ACCESSIBLE_FILE_DAYS days (issue 59); attached to a request
 * already sent, it replaces the one before and the reader is e-mailed the new link. The page
 * then says what was done, and the request is in the handled list.
 */
export const updateAccessibilityRequestAction = formAction(
  {
    roles: staffRoles,
    schema: RequestUpdate,
    read: readRequestUpdate,
    echo: ['staffNote'],
    revalidate: [page],
    consequence: {
      kind: 'emails-the-public',
      audit: 'accessibility-request.finish',
      async describe({ id, status, staffNote, file }, { db }) {
        const request = (await lockAccessibilityRequest(db, id)) && (await findAccessibilityRequest(db, id));
        if (!request) throw noSuchRequest();
        // Nothing goes to the reader unless this finishes the request or sends a file.
        if ((!file && !finishesRequest(request.status, status)) || (status !== 'sent' && status !== 'closed')) return null;
        const attached = file ? { name: accessibleFileName(file.name)!, token: null, until: addDays(virginiaToday(), ACCESSIBLE_FILE_DAYS) } : null;
        const words = accessibilityRequestDoneWords(
          {
            status,
            documentTitle: request.document_title,
            format: request.format,
            staffNote,
            documentInLibrary: request.document_trashed_at ? null : request.document_id,
            file: attached,
            language: request.language,
          },
          webEnv().SITE_URL,
        );
        return {
          subject: `accessibility-request:${id}`,
          // The requester by role, not by name or address: the audit log keeps the summary for good.
          summary: `The request for “${request.document_title}” becomes ${accessibilityRequestStatuses[status].toLowerCase()}, and the requester is e-mailed that it is (1 person).`,
          effects: [
            ...(attached
              ? [
                  `${attached.name} (${formatBytes(file!.size)}) is attached: the e-mail links to it until ${isoToUsDate(attached.until)}, and only that e-mail holds the link.`,
                ]
              : []),
            `It leaves the open requests for the handled ones; it was due ${isoToUsDate(request.due_on)}.`,
            'They are e-mailed this once: saving it again later sends nothing, unless you attach another file.',
            // Issue 62: the frame of the e-mail is in the reader's language; the note goes as staff wrote it.
            ...(request.language === 'es' ? ['The request was made in Spanish, so the e-mail is in Spanish: write your note in Spanish if you can.'] : []),
          ],
          email: { recipients: 1, subject: words.subject, text: noticeText(words) },
          confirmLabel: 'Yes, save it and e-mail the requester',
        };
      },
    },
  },
  async ({ id, status, staffNote, file }, { db, session, onRollback, afterCommit }) => {
    const attached = file
      ? {
          key: await fileStorage().put(
            'accessible-formats',
            new Uint8Array(await file.arrayBuffer()),
            accessibleFileName(file.name)!.split('.').pop()!.toLowerCase(),
          ),
          name: accessibleFileName(file.name)!,
          bytes: file.size,
        }
      : undefined;
    if (attached) onRollback(() => fileStorage().remove(attached.key));
    const updated = await updateAccessibilityRequest(db, id, { status, staffNote, actorId: session.user.id, file: attached });
    if (!updated) throw noSuchRequest();
    const replaced = updated.replacedFileKey;
    if (replaced) afterCommit(() => fileStorage().remove(replaced));
    if (!updated.toldReader) return { message: 'Saved.' };
    // The row leaves the open list (or a file went to a handled one), so the answer is the page's (it arrives focused).
    return { goTo: `${page}?handled=${id}` };
  },
);

/** Staff: every PDF of the library checked again (after the checker improves, or to refresh results). */
export const recheckLibraryAction = formAction({ roles: staffRoles, schema: z.object({}), revalidate: [page] }, async (_input, { db }) => {
  const queued = await recheckLibrary(db);
  return { message: `${queued} PDF${queued === 1 ? '' : 's'} queued for checking. Results appear here as each finishes.` };
});
