import { commentPlaceWords, commentReceiptWords } from '@vtrans/contracts/comment-receipt';
import { findCommentForNotification } from '@vtrans/db';
import { composedNotice, Notice } from '../emails/templates/notice';
import { composed } from '../emails/deliver';
import { defineNotification, type NotificationContext, siteLink } from './notification';

function load(commentId: string, { db, once }: NotificationContext) {
  return once('comment', () => findCommentForNotification(db, commentId));
}

/**
 * Staff hear about each new comment (and again when staff ask for it: /api/email/comment-alert):
 * what it is about, where it is in words, and the period it was left on (issue 58: every alert
 * said "map comment" and none said where).
 */
export const commentAlert = defineNotification({
  name: 'comment-alert',
  event: 'comment.created',
  async compose({ commentId }, context) {
    const comment = await load(commentId, context);
    // A comment staff typed in from a call, a letter or a meeting: staff already know of it.
    if (!comment || comment.entered_by) return null;
    const place = comment.place ? [`Where: ${commentPlaceWords(comment.place)}`] : [];
    const where = comment.location_note ? [`In the commenter’s words: ${comment.location_note}`] : [];
    const period = comment.period_title ? [`Comment period: ${comment.period_title}`] : [];
    // Staff answer in the language the person wrote in; the e-mail around the answer is in it too (issue 62).
    const language =
      comment.language === 'es' ? ['Written in Spanish, on the Spanish form: the receipt and any reply e-mail go to the commenter in Spanish.'] : [];
    return composed({
      to: context.settings.commentAlertTo,
      subject: comment.period_title
        ? `New comment on ${comment.period_title}: ${comment.category}`
        : `New comment: ${comment.category}${comment.locality ? `, ${comment.locality}` : ''}`,
      element: (
        <Notice
          heading="A new public comment"
          paragraphs={[...period, `Category: ${comment.category}`, ...place, ...where, ...language, `From: ${comment.name || 'anonymous'}`, comment.text]}
          action={{ label: 'Review this comment', url: siteLink(context.settings, `/admin/comments#comment-${comment.id}`) }}
        />
      ),
    });
  },
});

/**
 * The commenter, when they gave an address with receipts left today, hears that it arrived: the
 * period, the place in words and the public record (contracts' commentReceiptWords; issue 58).
 */
export const commentReceipt = defineNotification({
  name: 'comment-receipt',
  event: 'comment.created',
  async compose({ commentId, receipt }, context) {
    if (!receipt) return null;
    const comment = await load(commentId, context);
    if (!comment?.email || !comment.place || comment.entered_by) return null;
    const words = commentReceiptWords(
      {
        commentId,
        periodId: comment.period_id,
        periodTitle: comment.period_title,
        place: comment.place,
        localityFips: comment.locality_fips,
        onMap: comment.on_map,
        language: comment.language,
      },
      context.settings.siteUrl,
    );
    return composedNotice(comment.email, words);
  },
});
