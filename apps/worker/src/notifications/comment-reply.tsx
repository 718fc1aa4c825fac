import { sitePaths } from '@vtrans/contracts/site-paths';
import { findCommentForNotification } from '@vtrans/db';
import { Notice } from '../emails/templates/notice';
import { composed } from '../emails/deliver';
import { defineNotification, siteLink } from './notification';

/**
 * The commenter, if they left an address, gets staff's response: once per response given (a
 * shared response to many comments is one event per comment, so one e-mail each). The address was
 * typed in with the comment and has not confirmed itself (issue 54): the e-mail carries staff's
 * words and a link to the comment, never the comment's text or the name given with it.
 */
export const commentReply = defineNotification({
  name: 'comment-reply',
  event: 'comment.responded',
  async compose({ commentId }, { db, settings }) {
    const comment = await findCommentForNotification(db, commentId);
    if (!comment?.email || !comment.response) return null;
    return composed({
      to: comment.email,
      subject: comment.period_title ? `Our response to your comment on ${comment.period_title}` : 'VTrans staff replied to your map comment',
      element: (
        <Notice
          heading="A reply to your comment"
          paragraphs={[
            comment.period_title
              ? `Hello, staff of the Office of Intermodal Planning and Investment responded to a comment left on ${comment.period_title} with this e-mail address:`
              : 'Hello, staff of the Office of Intermodal Planning and Investment responded to a comment left on the VTrans map with this e-mail address:',
            comment.response,
          ]}
          action={
            comment.on_map || !comment.period_id
              ? { label: 'See it on the map', url: siteLink(settings, sitePaths.commentOnMap(commentId)) }
              : { label: 'See every comment and response of this period', url: siteLink(settings, sitePaths.commentPeriod(comment.period_id)) }
          }
        />
      ),
    });
  },
});
