import { findContactMessage } from '@vtrans/db';
import { Notice } from '../emails/templates/notice';
import { defineNotification, siteLink } from './notification';

/** Staff get each contact-form message; replying answers the sender. */
export const contactMessage = defineNotification({
  name: 'contact-message',
  event: 'contact.received',
  async compose({ messageId }, { db, settings }) {
    const message = await findContactMessage(db, messageId);
    if (!message) return null;
    return {
      to: settings.contactTo,
      replyTo: message.email,
      subject: `Contact form: message from ${message.name}`,
      element: (
        <Notice
          heading="A new message through the VTrans contact form"
          paragraphs={[`From: ${message.name} <${message.email}>`, message.message, 'Reply to this e-mail to answer them directly.']}
          action={{ label: 'Open the VTrans site', url: siteLink(settings, '/') }}
        />
      ),
    };
  },
});
