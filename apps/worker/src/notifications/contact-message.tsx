import { findContactMessage } from '@vtrans/db';
import { Notice } from '../emails/templates/notice';
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
          paragraphs={[`From: ${message.name} <${message.email}>`, message.message, 'Reply to this e-mail to answer them directly.']}
          action={{ label: 'Open the VTrans site', url: siteLink(context.settings, '/') }}
        />
      ),
    });
  },
});

/**
 * The sender is told their message arrived and what happens next. Replying reaches staff, so a
 * reply to it lands where the message did. The address was typed into a form by anyone and has
 * not confirmed itself (issue 54): the e-mail is in our words only — no name, nothing of the
 * message — and goes only while the address has receipts left today (the event's `receipt`).
 */
export const contactCopy = defineNotification({
  name: 'contact-copy',
  event: 'contact.received',
  async compose({ messageId, receipt }, context) {
    if (!receipt) return null;
    const message = await load(messageId, context);
    if (!message) return null;
    return composed({
      to: message.email,
      replyTo: context.settings.contactTo,
      subject: 'We received your message to VTrans',
      element: (
        <Notice
          heading="Thank you for contacting VTrans"
          paragraphs={[
            'Hello,',
            'We received the message sent to us with this e-mail address through the contact form of the VTrans site. Staff of the Office of Intermodal Planning and Investment read every message and will answer at this address. You do not need to send it again.',
            'If you did not write to us, you can ignore this e-mail.',
            'To add anything, reply to this e-mail.',
          ]}
          action={{ label: 'Frequently asked questions', url: siteLink(context.settings, '/get-involved/frequently-asked-questions') }}
        />
      ),
    });
  },
});
