import { REVIEW_ESCALATION_DAYS_AFTER } from '@vtrans/contracts/content-ownership';
import { isoToUsDate } from '@vtrans/contracts/dates';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { reviewReminderFacts } from '@vtrans/db';
import { composed } from '../emails/deliver';
import { Notice } from '../emails/templates/notice';
import { defineNotification, siteLink } from './notification';

/*
 * Review-by reminders (issue 63): to the item's owner group two weeks before its date and on it;
 * a week after, to the group and every administrator. An item with no owner group has nobody but
 * the administrators to remind. Nothing goes for an item reviewed, moved to another date,
 * unpublished or removed since the sweep wrote the reminder.
 */
export const contentReviewReminder = defineNotification({
  name: 'content-review-reminder',
  event: 'content.review-reminder',
  async compose({ itemId, reviewBy, stage }, { db, settings }) {
    const item = await reviewReminderFacts(db, itemId, reviewBy, stage);
    if (!item) return null;
    const to = [...new Set([...(item.owner_email ? [item.owner_email] : []), ...item.admins])];
    if (to.length === 0) return null;
    const date = isoToUsDate(reviewBy);
    const subject = {
      before: `Review due ${date}: ${item.title}`,
      due: `Review due today: ${item.title}`,
      overdue: `Review ${REVIEW_ESCALATION_DAYS_AFTER} days overdue: ${item.title}`,
    }[stage];
    const owner = item.owner ? `It belongs to ${item.owner}.` : 'Nobody owns it: choose an owner group on its page.';
    return composed({
      to,
      subject,
      element: (
        <Notice
          heading={stage === 'overdue' ? 'Content is past its review date' : 'Content is due for review'}
          paragraphs={[
            `${item.kindLabel}: “${item.title}” is to be reviewed by ${date}. ${owner}`,
            ...(stage === 'overdue' ? [`The date passed ${REVIEW_ESCALATION_DAYS_AFTER} days ago, so the site’s administrators are told too.`] : []),
            ...(item.needs_review_note ? [`Flagged for review: ${item.needs_review_note}`] : []),
            'Read it as the public sees it. If it is still right, mark it reviewed; if not, change it and submit the new version for review.',
          ]}
          action={{ label: 'Open the item', url: siteLink(settings, sitePaths.contentItem(itemId)) }}
        />
      ),
    });
  },
});
