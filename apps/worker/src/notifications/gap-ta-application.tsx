import { sitePaths } from '@vtrans/contracts/site-paths';
import { findGapTaApplicationForNotification } from '@vtrans/db';
import { Notice } from '../emails/templates/notice';
import { composed } from '../emails/deliver';
import { defineNotification, type NotificationContext, siteLink } from './notification';

type Application = NonNullable<Awaited<ReturnType<typeof findGapTaApplicationForNotification>>>;

/**
 * What both e-mails repeat of the application. Only staff are pointed to the admin area's map;
 * the applicant cannot open it.
 */
function summary(application: Application, reader: 'staff' | 'applicant'): string[] {
  const drawnArea = reader === 'staff' ? 'Study area: drawn or uploaded (see the map in the admin area)' : 'Study area: the area you drew or uploaded with the application';
  return [
    `Project: ${application.project_title}`,
    `Organization: ${application.organization} (${application.locality})`,
    `Kind of assistance: ${application.component}`,
    application.whole_locality ? 'Study area: the whole locality' : drawnArea,
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
          paragraphs={[...summary(application, 'staff'), `Contact: ${application.contact_name}, ${application.contact_email}${phone}`]}
          action={{ label: 'Open the application', url: siteLink(context.settings, sitePaths.gapTaApplication(application.id)) }}
        />
      ),
    });
  },
});

/** The applicant gets a receipt with its number and what they sent. */
export const gapTaReceipt = defineNotification({
  name: 'gap-ta-receipt',
  event: 'gap-ta.received',
  async compose({ applicationId }, context) {
    const application = await load(applicationId, context);
    if (!application) return null;
    return composed({
      to: application.contact_email,
      subject: `We received your GAP-TA application (number ${application.id})`,
      element: (
        <Notice
          heading="Thank you for applying for GAP technical assistance"
          paragraphs={[
            `Dear ${application.contact_name},`,
            `We received your application, number ${application.id}. Program staff review applications after the round closes and will contact you about next steps.`,
            ...summary(application, 'applicant'),
          ]}
          action={{ label: 'About the GAP-TA program', url: siteLink(context.settings, '/about/gap-ta') }}
        />
      ),
    });
  },
});
