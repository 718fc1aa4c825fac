'use server';

import { staffRoles } from '@vtrans/contracts/auth';
import { commentResponseTemplates, CommentResponseUpdate } from '@vtrans/contracts/comments';
import { AppError } from '@vtrans/contracts/errors';
import { markCommentFlagsReviewed, respondToComment, setCommentHidden } from '@vtrans/db';
import { z } from 'zod';
import { formAction } from '@/server/action';

const noSuchComment = () => new AppError('not-found', 'No such comment.');

/** An empty response with a template chosen takes the template's text. */
const ResponseChange = z.preprocess((form) => {
  const fields = form as Record<string, string | undefined>;
  const template = commentResponseTemplates.find((candidate) => candidate.id === fields.template);
  return { id: fields.id, category: fields.category, response: (fields.response ?? '').trim() || template?.text || '' };
}, CommentResponseUpdate);

/** Staff: set a comment's category and response; a new response is e-mailed to the commenter (the worker's comment-reply). */
export const respondAction = formAction({ roles: staffRoles, schema: ResponseChange, revalidate: ['/admin/comments'] }, async (change, { session, db }) => {
  const saved = await respondToComment(db, { ...change, staffUserId: session.user.id });
  if (!saved) throw noSuchComment();
  // Shown above the list (the card may have left a filtered list): it names the comment by its first words.
  const about = `“${saved.text.length > 60 ? `${saved.text.slice(0, 60).trimEnd()}…` : saved.text}”`;
  return { message: saved.emailed ? `Saved the response to ${about} and e-mailed it to the commenter.` : `Saved ${about}. Nothing was e-mailed.` };
});

const Visibility = z.object({ id: z.uuid('No such comment.'), hidden: z.enum(['true', 'false']) });

/** Staff: hide a comment from the public (or show it again). */
export const setHiddenAction = formAction({ roles: staffRoles, schema: Visibility, revalidate: ['/admin/comments'] }, async ({ id, hidden }, { db }) => {
  if (!(await setCommentHidden(db, id, hidden === 'true'))) throw noSuchComment();
});

/** Staff: the comment's flags have been looked at (and it stays visible); it leaves the flagged list. */
export const clearFlagsAction = formAction({ roles: staffRoles, schema: z.object({ id: z.uuid('No such comment.') }), revalidate: ['/admin/comments'] }, async ({ id }, { db }) => {
  if (!(await markCommentFlagsReviewed(db, id))) throw noSuchComment();
});
