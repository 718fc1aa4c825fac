import { contactReceiptWords } from '@vtrans/contracts/contact-receipt';
import { findContactMessage } from '@vtrans/db';
import { composedNotice, Notice } from '../emails/templates/notice';
import { composed } from '../emails/deliver';
import { defineNotification, type NotificationContext, siteLink } from './notification';

function load(messageId: string, { db, once }: NotificationContext) {
  return once('message', () => findContactMessage(db, messageId));
}

/** Staff get each contact-form message; replying answers the sender. */
export const contactMessage = defineNotification({
  name: 'contact-message',
  event: 'contact.received',
  async compose({ messageId }, context) {
    const message = await load(messageId, context);
    if (!message) return null;
    return composed({
      to: context.settings.contactTo,
      replyTo: message.email,
      subject: `Contact form: message from ${message.name}`,
      element: (
        <Notice
          heading="A new message through the VTrans contact form"
          paragraphs={[
            `From: ${message.name} <${message.email}>`,
            // Issue 62: the sender was told, in Spanish, that the answer comes in Spanish.
            ...(message.language === 'es' ? ['Written in Spanish, on the Spanish contact page: the sender was told the answer will be in Spanish.'] : []),
            message.message,
            'Reply to this e-mail to answer them directly.',
          ]}
          action={{ label: 'Open the VTrans site', url: siteLink(context.settings, '/') }}
        />
      ),
    });
  },
});

/**
 * The sender is told their message arrived and what happens next, in the language of the form they
 * wrote in (contracts' contactReceiptWords). Replying reaches staff, so a reply to it lands where
 * the message did. The address was typed into a form by anyone and has not confirmed itself (issue
 * 54): it goes only while the address has receipts left today (the event's `receipt`).
 */
export const contactCopy = defineNotification({
  name: 'contact-copy',
  event: 'contact.received',
  async compose({ messageId, receipt }, context) {
    if (!receipt) return null;
    const message = await load(messageId, context);
    if (!message) return null;
    return composedNotice(message.email, contactReceiptWords(message.language, context.settings.siteUrl), context.settings.contactTo);
  },
});
