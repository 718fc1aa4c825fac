import { isoToUsDate } from '@vtrans/contracts/dates';
import { daysBetween } from '@vtrans/contracts/publishing-calendar';
import { documentReviewReminderFacts } from '@vtrans/db';
import { composed } from '../emails/deliver';
import { Notice } from '../emails/templates/notice';
import { defineNotification, siteLink } from './notification';

/*
 * A library document's review-by reminder (issue 63), on content's stages
 * (content-review-reminder.tsx): to its owner group two weeks before and on the date; a week
 * after, to the group and every administrator. Nothing goes for a document reviewed, moved to
 * another date, hidden, archived or trashed since the sweep wrote the reminder.
 */
export const documentReviewReminder = defineNotification({
  name: 'document-review-reminder',
  event: 'document.review-reminder',
  async compose({ documentId, reviewBy, stage, on }, { db, settings }) {
    const document = await documentReviewReminderFacts(db, documentId, reviewBy, stage);
    if (!document) return null;
    const to = [...new Set([...(document.owner_email ? [document.owner_email] : []), ...document.admins])];
    if (to.length === 0) return null;
    const date = isoToUsDate(reviewBy);
    const late = daysBetween(reviewBy, on).length - 1;
    const subject =
      reviewBy > on
        ? `Document review due ${date}: ${document.title}`
        : late === 0
          ? `Document review due today: ${document.title}`
          : `Document review ${late} day${late === 1 ? '' : 's'} overdue: ${document.title}`;
    const owner = document.owner ? `It belongs to ${document.owner}.` : 'Nobody owns it: choose an owner group for it in the library.';
    return composed({
      to,
      subject,
      element: (
        <Notice
          heading={stage === 'overdue' ? 'A document is past its review date' : 'A document is due for review'}
          paragraphs={[
            `“${document.title}” (${document.file_name}) in the library is to be reviewed by ${date}. ${owner}`,
            ...(stage === 'overdue' ? [`The date passed ${late} days ago, so the site’s administrators are told too.`] : []),
            'Read it as the public finds it. If it is still current, mark it reviewed; if it is out of date, replace it, or move it to Previous VTrans updates or the trash.',
          ]}
          action={{ label: 'Open the library', url: siteLink(settings, `/admin/documents#document-${documentId}`) }}
        />
      ),
    });
  },
});
