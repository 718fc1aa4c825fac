'use server';

import { ContactForm } from '@vtrans/contracts/forms';
import { createContactMessage } from '@vtrans/db';
import { type ActionContext, formAction } from '@/server/http/action';
import { logger } from '@/server/platform/logger';

/**
 * Stores a contact message and its `contact.received` event (the worker e-mails staff, and the
 * sender a receipt in the message's language) in one transaction. A filled honeypot gets the same
 * answer as a real message, but nothing is stored.
 */
const storeMessage = async (message: ContactForm, { db }: ActionContext<null>) => {
  const id = await createContactMessage(db, message);
  logger().info({ contactMessageId: id, language: message.language ?? 'en' }, 'contact message stored');
};

const form = { schema: ContactForm, echo: ['name', 'email', 'message', 'website'], honeypot: 'website' } as const;

export const sendContactMessage = formAction(
  {
    ...form,
    rateLimited: 'Too many messages from here just now. Please wait a minute and send it again; what you wrote is still here.',
    // Nothing was stored (the transaction rolled back): say so; what they wrote is kept for a retry.
    failure: 'We could not send your message just now. Please try again in a few minutes.',
  },
  storeMessage,
);

/** The Spanish contact page's form (issue 62): the same checks and storage; what the person is told, in Spanish. */
export const sendSpanishContactMessage = formAction(
  {
    ...form,
    rateLimited: 'Se enviaron demasiados mensajes desde su conexión en este momento. Espere un minuto y envíelo otra vez; lo que escribió sigue aquí.',
    failure: 'No pudimos enviar su mensaje en este momento. Inténtelo otra vez en unos minutos.',
  },
  // The Spanish page's message is Spanish even if its form's field did not arrive (a form posted by hand).
  (message, context) => storeMessage({ ...message, language: message.language ?? 'es' }, context),
);
