import {
  accessibilityRequestDoneWords,
  accessibilityRequestReceiptWords,
  accessibilityRequestStatuses,
  accessibleFormats,
} from '@vtrans/contracts/accessibility-requests';
import { isoToUsDate, virginiaIsoDate } from '@vtrans/contracts/dates';
import { findAccessibilityRequest } from '@vtrans/db';
import { composed } from '../emails/deliver';
import { composedNotice, Notice } from '../emails/templates/notice';
import { defineNotification, type NotificationContext, siteLink } from './notification';

/*
 * A reader's request for a document in an accessible format (issue 37): staff hear of it and of
 * its due date approaching; the reader gets a receipt with the due date, and word when it is done.
 * Staff's e-mails go to the contact mailbox, which answers readers already.
 */

function load(requestId: string, { db, once }: NotificationContext) {
  return once('request', () => findAccessibilityRequest(db, requestId));
}

const staffPage = '/admin/documents/accessibility';

export const accessibilityRequestStaffAlert = defineNotification({
  name: 'accessibility-request-staff',
  event: 'accessibility-request.received',
  async compose({ requestId }, context) {
    const request = await load(requestId, context);
    if (!request) return null;
    return composed({
      to: context.settings.contactTo,
      replyTo: request.email,
      subject: `Accessible format requested: ${request.document_title} (due ${isoToUsDate(request.due_on)})`,
      element: (
        <Notice
          heading="A reader asked for a document in an accessible format"
          paragraphs={[
            `Document: ${request.document_title} (${request.file_name})`,
            `Format: ${accessibleFormats[request.format]}`,
            `From: ${request.name} <${request.email}>${request.phone ? `, ${request.phone}` : ''}`,
            // Issue 62: the reader was told, in Spanish, what happens next; their e-mails from here on are in Spanish.
            ...(request.language === 'es'
              ? ['Written in Spanish, on the Spanish request page: the reader’s e-mails are in Spanish, and a note you add to them should be too.']
              : []),
            ...(request.details ? [`Details: ${request.details}`] : []),
            `Due: ${isoToUsDate(request.due_on)} (15 working days).`,
          ]}
          action={{ label: 'Open the accessibility page', url: siteLink(context.settings, staffPage) }}
        />
      ),
    });
  },
});

/** The document's id while it is in the library: a request outlives its document's removal (issue 56), its link does not. */
const inLibrary = (request: { document_id: string | null; document_trashed_at: Date | null }) => (request.document_trashed_at ? null : request.document_id);

/**
 * The reader's receipt, in the language they asked in (contracts' accessibilityRequestReceiptWords:
 * our words and what we own, never the name or details given — issue 54), and only while the
 * address has receipts left today.
 */
export const accessibilityRequestReceipt = defineNotification({
  name: 'accessibility-request-receipt',
  event: 'accessibility-request.received',
  async compose({ requestId, receipt }, context) {
    if (!receipt) return null;
    const request = await load(requestId, context);
    if (!request) return null;
    const words = accessibilityRequestReceiptWords(
      {
        documentTitle: request.document_title,
        format: request.format,
        documentInLibrary: inLibrary(request),
        dueOn: request.due_on,
        language: request.language,
      },
      context.settings.siteUrl,
    );
    return composedNotice(request.email, words, context.settings.contactTo);
  },
});

/** The reader hears it is done, in contracts' accessibilityRequestDoneWords (which staff see before they save the status). */
export const accessibilityRequestDone = defineNotification({
  name: 'accessibility-request-done',
  event: 'accessibility-request.finished',
  async compose({ requestId, fileToken }, context) {
    const request = await load(requestId, context);
    if (!request || (request.status !== 'sent' && request.status !== 'closed')) return null;
    // The link goes only with the event that carried its token (the newest file's).
    const file =
      fileToken && request.attached_file_name && request.attached_file_until
        ? { name: request.attached_file_name, token: fileToken, until: virginiaIsoDate(request.attached_file_until) }
        : null;
    const words = accessibilityRequestDoneWords(
      {
        status: request.status,
        documentTitle: request.document_title,
        format: request.format,
        staffNote: request.staff_note,
        documentInLibrary: inLibrary(request),
        file,
        language: request.language,
      },
      context.settings.siteUrl,
    );
    return composedNotice(request.email, words, context.settings.contactTo);
  },
});

export const accessibilityRequestReminder = defineNotification({
  name: 'accessibility-request-reminder',
  event: 'accessibility-request.due-soon',
  async compose({ requestId }, context) {
    const request = await load(requestId, context);
    if (!request || (request.status !== 'received' && request.status !== 'in-progress')) return null;
    return composed({
      to: context.settings.contactTo,
      subject: `Reminder: accessible format due ${isoToUsDate(request.due_on)} — ${request.document_title}`,
      element: (
        <Notice
          heading="An accessible-format request is due soon"
          paragraphs={[
            `${request.name} asked for “${request.document_title}” as: ${accessibleFormats[request.format]}.`,
            `It is due ${isoToUsDate(request.due_on)} and is still ${accessibilityRequestStatuses[request.status].toLowerCase()}.`,
          ]}
          action={{ label: 'Open the accessibility page', url: siteLink(context.settings, staffPage) }}
        />
      ),
    });
  },
});
