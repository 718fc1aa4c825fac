import { sitePaths } from '@vtrans/contracts/site-paths';
import { findNewsletterSubscriber } from '@vtrans/db';
import { composed } from '../emails/deliver';
import { NewsletterConfirmation, newsletterConfirmationSubject } from '../emails/templates/newsletter-confirmation';
import { defineNotification, siteLink } from './notification';

/** Double opt-in for the newsletter: the link to confirm, and one to unsubscribe at any time. */
export const newsletterConfirmation = defineNotification({
  name: 'newsletter-confirmation',
  event: 'newsletter.confirm-requested',
  async compose({ subscriberId, confirmToken, unsubscribeToken }, { db, settings }) {
    const subscriber = await findNewsletterSubscriber(db, subscriberId);
    if (!subscriber) return null;
    const unsubscribeUrl = siteLink(settings, sitePaths.newsletterUnsubscribe(unsubscribeToken));
    return composed({
      to: subscriber.email,
      subject: newsletterConfirmationSubject,
      element: <NewsletterConfirmation confirmUrl={siteLink(settings, sitePaths.newsletterConfirm(confirmToken))} unsubscribeUrl={unsubscribeUrl} />,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
    });
  },
});
