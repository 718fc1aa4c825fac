import { sitePaths } from '@vtrans/contracts/site-paths';
import { findCommentForNotification } from '@vtrans/db';
import { Notice } from '../emails/templates/notice';
import { composed } from '../emails/deliver';
import { defineNotification, siteLink } from './notification';

/** The commenter, if they left an address, gets staff's response. */
export const commentReply = defineNotification({
  name: 'comment-reply',
  event: 'comment.responded',
  async compose({ commentId }, { db, settings }) {
    const comment = await findCommentForNotification(db, commentId);
    if (!comment?.email || !comment.response) return null;
    return composed({
      to: comment.email,
      subject: 'VTrans staff replied to your map comment',
      element: (
        <Notice
          heading="A reply to your comment"
          paragraphs={[`${comment.name ? `Dear ${comment.name}, you` : 'You'} wrote: “${comment.text}”`, comment.response]}
          action={{ label: 'See it on the map', url: siteLink(settings, sitePaths.commentOnMap(commentId)) }}
        />
      ),
    });
  },
});
