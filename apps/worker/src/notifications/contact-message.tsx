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
 * The sender gets a copy of what they sent and what happens next. Replying reaches staff, so a
 * reply to the copy lands where the message did.
 */
export const contactCopy = defineNotification({
  name: 'contact-copy',
  event: 'contact.received',
  async compose({ messageId }, context) {
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
            `Dear ${message.name},`,
            'We received your message. Staff of the Office of Intermodal Planning and Investment read every message and will answer at this address. You do not need to send it again.',
            'Your message:',
            message.message,
            'To add anything, reply to this e-mail.',
          ]}
          action={{ label: 'Frequently asked questions', url: siteLink(context.settings, '/get-involved/frequently-asked-questions') }}
        />
      ),
    });
  },
});
