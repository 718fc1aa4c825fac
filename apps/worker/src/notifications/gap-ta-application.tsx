import { sitePaths } from '@vtrans/contracts/site-paths';
import { findGapTaApplicationForNotification } from '@vtrans/db';
import { Notice } from '../emails/templates/notice';
import { composed } from '../emails/deliver';
import { defineNotification, type NotificationContext, siteLink } from './notification';

type Application = NonNullable<Awaited<ReturnType<typeof findGapTaApplicationForNotification>>>;

/** What staff's e-mail repeats of the application, pointing to the admin area's map of it. */
function summary(application: Application): string[] {
  return [
    `Project: ${application.project_title}`,
    `Organization: ${application.organization} (${application.locality})`,
    `Kind of assistance: ${application.component}`,
    application.whole_locality ? 'Study area: the whole locality' : 'Study area: drawn or uploaded (see the map in the admin area)',
    application.project_description,
  ];
}

function load(applicationId: number, { db, once }: NotificationContext) {
  return once('application', () => findGapTaApplicationForNotification(db, applicationId));
}

/** GAP-TA staff hear about each application; replying answers the applicant. */
export const gapTaStaffAlert = defineNotification({
  name: 'gap-ta-staff-alert',
  event: 'gap-ta.received',
  async compose({ applicationId }, context) {
    const application = await load(applicationId, context);
    if (!application) return null;
    const phone = application.contact_phone ? `, ${application.contact_phone}` : '';
    return composed({
      to: context.settings.gapTaAlertTo,
      replyTo: application.contact_email,
      subject: `New GAP-TA application: ${application.project_title}`,
      element: (
        <Notice
          heading="A new GAP-TA application"
          paragraphs={[...summary(application), `Contact: ${application.contact_name}, ${application.contact_email}${phone}`]}
          action={{ label: 'Open the application', url: siteLink(context.settings, sitePaths.gapTaApplication(application.id)) }}
        />
      ),
    });
  },
});

/**
 * The applicant gets a receipt with the application's number. The address was typed into the form
 * by anyone and has not confirmed itself (issue 54): the receipt is in our words only — no name,
 * nothing of what was sent — and goes only while the address has receipts left today.
 */
export const gapTaReceipt = defineNotification({
  name: 'gap-ta-receipt',
  event: 'gap-ta.received',
  async compose({ applicationId, receipt }, context) {
    if (!receipt) return null;
    const application = await load(applicationId, context);
    if (!application) return null;
    return composed({
      to: application.contact_email,
      subject: `We received your GAP-TA application (number ${application.id})`,
      element: (
        <Notice
          heading="Thank you for applying for GAP technical assistance"
          paragraphs={[
            'Hello,',
            `We received an application for GAP technical assistance that gives this e-mail address as its contact: number ${application.id}. Program staff review applications after the round closes and will contact you about next steps.`,
            'If you did not apply, you can ignore this e-mail.',
          ]}
          action={{ label: 'About the GAP-TA program', url: siteLink(context.settings, '/about/gap-ta') }}
        />
      ),
    });
  },
});
