import { commentReplyWords } from '@vtrans/contracts/comment-reply';
import { findCommentForNotification } from '@vtrans/db';
import { composedNotice } from '../emails/templates/notice';
import { defineNotification } from './notification';

/**
 * The commenter, if they left an address, gets staff's response: once per response given (a
 * shared response to many comments is one event per comment, so one e-mail each). Its words are
 * contracts' commentReplyWords, which staff see before they give a response.
 */
export const commentReply = defineNotification({
  name: 'comment-reply',
  event: 'comment.responded',
  async compose({ commentId }, { db, settings }) {
    const comment = await findCommentForNotification(db, commentId);
    if (!comment?.email || !comment.response) return null;
    const words = commentReplyWords(
      {
        commentId,
        periodId: comment.period_id,
        periodTitle: comment.period_title,
        onMap: comment.on_map,
        response: comment.response,
        language: comment.language,
      },
      settings.siteUrl,
    );
    return composedNotice(comment.email, words);
  },
});
