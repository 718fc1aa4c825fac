'use server';

import { ContactForm } from '@vtrans/contracts/forms';
import { createContactMessage } from '@vtrans/db';
import { formAction } from '@/server/http/action';
import { logger } from '@/server/platform/logger';

/**
 * Stores a contact message and its `contact.received` event (the worker e-mails staff) in one
 * transaction. A filled honeypot gets the same answer as a real message, but nothing is stored.
 */
export const sendContactMessage = formAction(
  {
    schema: ContactForm,
    echo: ['name', 'email', 'message', 'website'],
    honeypot: 'website',
    rateLimited: 'Too many messages from here just now. Please wait a minute and send it again; what you wrote is still here.',
    // Nothing was stored (the transaction rolled back): say so; what they wrote is kept for a retry.
    failure: 'We could not send your message just now. Please try again in a few minutes.',
  },
  async (message, { db }) => {
    const id = await createContactMessage(db, message);
    logger().info({ contactMessageId: id }, 'contact message stored');
  },
);
