import { sitePaths } from '@vtrans/contracts/site-paths';
import { findAlertSignup } from '@vtrans/db';
import { composed } from '../emails/deliver';
import { AlertConfirmation, alertConfirmationSubject } from '../emails/templates/alert-confirmation';
import { defineNotification, siteLink } from './notification';

/** Double opt-in for locality alerts: what was asked for, the link that starts them, and one to change or stop them. */
export const alertConfirmation = defineNotification({
  name: 'alert-confirmation',
  event: 'alerts.confirm-requested',
  async compose({ subscriptionId, confirmToken, manageToken }, { db, settings }) {
    const signup = await findAlertSignup(db, subscriptionId);
    if (!signup) return null;
    return composed({
      to: signup.email,
      subject: alertConfirmationSubject,
      element: (
        <AlertConfirmation
          localities={signup.localities}
          topics={signup.topics}
          frequency={signup.frequency}
          confirmUrl={siteLink(settings, sitePaths.alertsConfirm(confirmToken))}
          manageUrl={siteLink(settings, sitePaths.alertsManage(manageToken))}
        />
      ),
    });
  },
});
