import type { EventName } from '@vtrans/contracts/events';
import { accountSecurityNotice } from './account-security';
import { accessibilityRequestDone, accessibilityRequestReceipt, accessibilityRequestReminder, accessibilityRequestStaffAlert } from './accessibility-request';
import { alertConfirmation } from './alert-confirmation';
import { commentAlert, commentReceipt } from './comment-alert';
import { commentReply } from './comment-reply';
import { contentReviewReminder } from './content-review-reminder';
import { documentReviewReminder } from './document-review-reminder';
import { documentReviewStep } from './document-review-step';
import { translationReviewStep } from './translation-review-step';
import { contentReviewStep } from './content-review-step';
import { campaignReviewStep } from './campaign-review-step';
import { campaignScheduleDropped } from './campaign-schedule-dropped';
import { factCheckComment, factCheckRequest } from './fact-check';
import { contactCopy, contactMessage } from './contact-message';
import { gapTaReceipt, gapTaStaffAlert } from './gap-ta-application';
import { newsletterConfirmation } from './newsletter-confirmation';
import type { Notification } from './notification';
import { signInLink } from './sign-in-link';
import { submissionOutcome } from './submission-outcome';
import { submissionReceived } from './submission-received';

/**
 * Every notification the site sends. Adding one: write its file here (event, recipient, the data
 * it loads, its template), list it below; the e-mail queue's handlers come from this list.
 * Locality alerts are not here: many events for one follower make one e-mail (locality-alerts.tsx).
 */
export const notifications = [
  signInLink,
  newsletterConfirmation,
  alertConfirmation,
  commentAlert,
  commentReceipt,
  commentReply,
  submissionReceived,
  submissionOutcome,
  contactMessage,
  contactCopy,
  gapTaStaffAlert,
  gapTaReceipt,
  accessibilityRequestStaffAlert,
  accessibilityRequestReceipt,
  accessibilityRequestDone,
  accessibilityRequestReminder,
  contentReviewReminder,
  documentReviewReminder,
  contentReviewStep,
  campaignReviewStep,
  documentReviewStep,
  translationReviewStep,
  campaignScheduleDropped,
  factCheckRequest,
  factCheckComment,
  accountSecurityNotice,
] as const;

/** The notifications an event sends, in the order above. */
export function notificationsFor(event: EventName): Notification[] {
  return (notifications as readonly Notification[]).filter((notification) => notification.event === event);
}
