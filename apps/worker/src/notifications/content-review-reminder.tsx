import { isoToUsDate } from '@vtrans/contracts/dates';
import { daysBetween } from '@vtrans/contracts/publishing-calendar';
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
  async compose({ itemId, reviewBy, stage, on }, { db, settings }) {
    const item = await reviewReminderFacts(db, itemId, reviewBy, stage);
    if (!item) return null;
    const to = [...new Set([...(item.owner_email ? [item.owner_email] : []), ...item.admins])];
    if (to.length === 0) return null;
    const date = isoToUsDate(reviewBy);
    // Said from the day the sweep found it owed, not the stage's name: a date set in the past is as late as it is.
    const late = daysBetween(reviewBy, on).length - 1;
    const subject =
      reviewBy > on
        ? `Review due ${date}: ${item.title}`
        : late === 0
          ? `Review due today: ${item.title}`
          : `Review ${late} day${late === 1 ? '' : 's'} overdue: ${item.title}`;
    const owner = item.owner ? `It belongs to ${item.owner}.` : 'Nobody owns it: choose an owner group on its page.';
    return composed({
      to,
      subject,
      element: (
        <Notice
          heading={stage === 'overdue' ? 'Content is past its review date' : 'Content is due for review'}
          paragraphs={[
            `${item.kindLabel}: “${item.title}” is to be reviewed by ${date}. ${owner}`,
            ...(stage === 'overdue' ? [`The date passed ${late} days ago, so the site’s administrators are told too.`] : []),
            ...(item.needs_review_note ? [`Flagged for review: ${item.needs_review_note}`] : []),
            'Read it as the public sees it. If it is still right, mark it reviewed; if not, change it and submit the new version for review.',
          ]}
          action={{ label: 'Open the item', url: siteLink(settings, sitePaths.contentItem(itemId)) }}
        />
      ),
    });
  },
});
