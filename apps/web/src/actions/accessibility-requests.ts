'use server';

import { AccessibilityRequestForm } from '@vtrans/contracts/accessibility-requests';
import { isoDateIn } from '@vtrans/contracts/dates';
import { AppError } from '@vtrans/contracts/errors';
import { receiptWithheld, receiptWithheldInSpanish } from '@vtrans/contracts/forms';
import { createAccessibilityRequest } from '@vtrans/db';
import { type ActionContext, formAction } from '@/server/http/action';
import { logger } from '@/server/platform/logger';

/** What the reader is told once the request is stored, in the language of the page they asked on (issue 62). */
const answers = {
  en: {
    noDocument: 'That document is not in the library. Please choose it again from the library.',
    sent: (due: string, receipt: boolean) =>
      `We will send it to you by ${due}. ${receipt ? 'A receipt with the due date is on its way to your e-mail.' : receiptWithheld}`,
  },
  es: {
    noDocument: 'Ese documento no está en la biblioteca. Elíjalo otra vez en la biblioteca.',
    sent: (due: string, receipt: boolean) =>
      `Se lo enviaremos a más tardar el ${due}. ${receipt ? 'Le enviamos a su correo electrónico un acuse de recibo con esa fecha.' : receiptWithheldInSpanish}`,
  },
};

/**
 * A reader's request for a document in an accessible format: stored with its due date, its
 * language and its `accessibility-request.received` event (staff's alert, the reader's receipt)
 * in one transaction.
 */
async function storeRequest(form: AccessibilityRequestForm, { db }: ActionContext<null>) {
  const language = form.language ?? 'en';
  const request = await createAccessibilityRequest(db, form);
  if (!request) throw new AppError('invalid', 'There is no such document.', { fields: { documentId: answers[language].noDocument } });
  logger().info({ accessibilityRequestId: request.id, language }, 'accessible format requested');
  return { message: answers[language].sent(isoDateIn(language, request.dueOn), request.receipt) };
}

const form = {
  schema: AccessibilityRequestForm,
  echo: ['documentId', 'name', 'email', 'phone', 'format', 'details', 'website'],
  honeypot: 'website',
} as const;

export const requestAccessibleFormat = formAction(
  {
    ...form,
    rateLimited: 'Too many requests from here just now. Please wait a minute and send it again; what you wrote is still here.',
    failure: 'We could not send your request just now. Please try again in a few minutes.',
  },
  storeRequest,
);

/** The Spanish request page's form (issue 62): the same checks and storage; what the reader is told, in Spanish. */
export const requestAccessibleFormatInSpanish = formAction(
  {
    ...form,
    rateLimited: 'Se enviaron demasiadas solicitudes desde su conexión en este momento. Espere un minuto y envíela otra vez; lo que escribió sigue aquí.',
    failure: 'No pudimos enviar su solicitud en este momento. Inténtelo otra vez en unos minutos.',
  },
  // The Spanish page's request is Spanish even if its form's field did not arrive (a form posted by hand).
  (form, context) => storeRequest({ ...form, language: form.language ?? 'es' }, context),
);
