'use server';

import { staffRoles } from '@vtrans/contracts/auth';
import { commentFirstWords as about, commentResponseTemplates, CommentResponseUpdate } from '@vtrans/contracts/comments';
import { AppError } from '@vtrans/contracts/errors';
import { commentReplyWords } from '@vtrans/contracts/comment-reply';
import { noticeText } from '@vtrans/contracts/notice-words';
import { findCommentForNotification, markCommentFlagsReviewed, respondToComment, setCommentHidden } from '@vtrans/db';
import { webEnv } from '@/env';
import { z } from 'zod';
import { formAction } from '@/server/http/action';

const noSuchComment = () => new AppError('not-found', 'No such comment.');

/** An empty response with a template chosen takes the template's text. */
const ResponseChange = z.preprocess((form) => {
  const fields = form as Record<string, string | undefined>;
  const template = commentResponseTemplates.find((candidate) => candidate.id === fields.template);
  return { id: fields.id, category: fields.category, response: (fields.response ?? '').trim() || template?.text || '' };
}, CommentResponseUpdate);

/** Staff: set a comment's category and response; a new response is e-mailed to the commenter (the worker's comment-reply). */
export const respondAction = formAction(
  {
    roles: staffRoles,
    schema: ResponseChange,
    // Which comment's form asked (the list shares one answer), and the words, kept if the form is reset.
    echo: ['id', 'response'],
    revalidate: ['/admin/comments'],
    // A new response to a commenter who left an address is e-mailed to them: shown first (issue 56).
    consequence: {
      kind: 'emails-the-public',
      audit: 'comment.respond',
      async describe(change, { db }) {
        const comment = await findCommentForNotification(db, change.id);
        if (!comment) throw noSuchComment();
        if (!comment.email || change.response === '' || change.response === comment.response) return null;
        const words = commentReplyWords(
          {
            commentId: comment.id,
            periodId: comment.period_id,
            periodTitle: comment.period_title,
            onMap: comment.on_map,
            response: change.response,
            language: comment.language,
          },
          webEnv().SITE_URL,
        );
        return {
          subject: `comment:${comment.id}`,
          summary: `The response to ${about(comment.text)} will be saved, shown with the comment on the public record, and e-mailed to the commenter (1 person).`,
          effects: [
            comment.response ? 'It replaces the earlier response; the commenter is e-mailed the new words.' : 'The commenter has had no response before.',
          ],
          email: { recipients: 1, subject: words.subject, text: noticeText(words) },
          confirmLabel: 'Yes, save it and e-mail the commenter',
        };
      },
    },
  },
  async (change, { session, db }) => {
    const saved = await respondToComment(db, { ...change, staffUserId: session.user.id });
    if (!saved) throw noSuchComment();
    // Shown above the list (the card may have left a filtered list): it names the comment by its first words.
    return {
      message: saved.emailed
        ? `Saved the response to ${about(saved.text)} and e-mailed it to the commenter.`
        : `Saved ${about(saved.text)}. Nothing was e-mailed.`,
    };
  },
);

const Visibility = z.object({ id: z.uuid('No such comment.'), hidden: z.enum(['true', 'false']) });

/**
 * Staff: hide a comment from the public (or show it again). Either changes what the public sees at
 * once, so it is said first (issue 56); either can be undone by the other.
 */
export const setHiddenAction = formAction(
  {
    roles: staffRoles,
    schema: Visibility,
    revalidate: ['/admin/comments'],
    consequence: {
      kind: 'publishes',
      audit: 'comment.visibility',
      async describe({ id, hidden }, { db }) {
        const comment = await findCommentForNotification(db, id);
        if (!comment) throw noSuchComment();
        const hide = hidden === 'true';
        if (comment.hidden === hide) return null;
        const where =
          [comment.placed ? 'the public map' : null, comment.period_title ? `the public record of “${comment.period_title}”` : null]
            .filter(Boolean)
            .join(' and ') || 'public lists';
        return {
          subject: `comment:${comment.id}`,
          summary: hide
            ? comment.kept_private
              ? `${about(comment.text)} is hidden by moderation too; its commenter asked to keep it private, so the public sees it only counted, and will not count it either. The commenter is not told.`
              : `${about(comment.text)} leaves ${where} at once${comment.response ? ', with the response given to it' : ''}. The commenter is not told.`
            : comment.kept_private
              ? `${about(comment.text)} is no longer hidden by moderation; its commenter asked to keep it private, so it still is not shown, only counted.`
              : `${about(comment.text)} is shown again on ${where} at once${comment.response ? ', with the response given to it' : ''}.`,
          effects: [hide ? 'It stays here, marked hidden, and can be shown again with one button.' : 'It can be hidden again with one button.'],
          confirmLabel: hide ? 'Yes, hide it' : 'Yes, show it',
        };
      },
    },
  },
  async ({ id, hidden }, { db }) => {
    if (!(await setCommentHidden(db, id, hidden === 'true'))) throw noSuchComment();
    return { message: hidden === 'true' ? 'Hidden from the public.' : 'Shown to the public again.' };
  },
);

/** Staff: the comment's flags have been looked at (and it stays visible); it leaves the flagged list. */
export const clearFlagsAction = formAction(
  { roles: staffRoles, schema: z.object({ id: z.uuid('No such comment.') }), revalidate: ['/admin/comments'] },
  async ({ id }, { db }) => {
    if (!(await markCommentFlagsReviewed(db, id))) throw noSuchComment();
  },
);
