import { findCommentForNotification } from '@vtrans/db';
import { Notice } from '../emails/templates/notice';
import { composed } from '../emails/deliver';
import { defineNotification, siteLink } from './notification';

/** Staff hear about each new map comment (and again when staff ask for it: /api/email/comment-alert). */
export const commentAlert = defineNotification({
  name: 'comment-alert',
  event: 'comment.created',
  async compose({ commentId }, { db, settings }) {
    const comment = await findCommentForNotification(db, commentId);
    // A comment staff typed in from a call, a letter or a meeting: staff already know of it.
    if (!comment || comment.entered_by) return null;
    const where = comment.location_note ? [`Where: ${comment.location_note}`] : [];
    return composed({
      to: settings.commentAlertTo,
      subject: `New map comment: ${comment.category}`,
      element: (
        <Notice
          heading="A new comment on the VTrans map"
          paragraphs={[`Category: ${comment.category}`, `From: ${comment.name || 'anonymous'}`, ...where, comment.text]}
          action={{ label: 'Review this comment', url: siteLink(settings, `/admin/comments#comment-${comment.id}`) }}
        />
      ),
    });
  },
});
