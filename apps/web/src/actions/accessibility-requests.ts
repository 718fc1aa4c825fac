'use server';

import { AccessibilityRequestForm } from '@vtrans/contracts/accessibility-requests';
import { isoToUsDate } from '@vtrans/contracts/dates';
import { AppError } from '@vtrans/contracts/errors';
import { receiptWithheld } from '@vtrans/contracts/forms';
import { createAccessibilityRequest } from '@vtrans/db';
import { formAction } from '@/server/http/action';
import { logger } from '@/server/platform/logger';

/**
 * A reader's request for a document in an accessible format: stored with its due date and its
 * `accessibility-request.received` event (staff's alert, the reader's receipt) in one transaction.
 */
export const requestAccessibleFormat = formAction(
  {
    schema: AccessibilityRequestForm,
    echo: ['documentId', 'name', 'email', 'phone', 'format', 'details', 'website'],
    honeypot: 'website',
    rateLimited: 'Too many requests from here just now. Please wait a minute and send it again; what you wrote is still here.',
    failure: 'We could not send your request just now. Please try again in a few minutes.',
  },
  async (form, { db }) => {
    const request = await createAccessibilityRequest(db, form);
    if (!request)
      throw new AppError('invalid', 'There is no such document.', {
        fields: { documentId: 'That document is not in the library. Please choose it again from the library.' },
      });
    logger().info({ accessibilityRequestId: request.id }, 'accessible format requested');
    return {
      message: `We will send it to you by ${isoToUsDate(request.dueOn)}. ${request.receipt ? 'A receipt with the due date is on its way to your e-mail.' : receiptWithheld}`,
    };
  },
);
