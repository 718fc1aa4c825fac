'use server';

import { FactCheckComment } from '@vtrans/contracts/fact-checks';
import { addFactCheckComment } from '@vtrans/db';
import { formAction } from '@/server/http/action';

/** The expert's comment: the link's key is their only credential, bounded like every public form. */
export const addFactCheckCommentAction = formAction(
  {
    schema: FactCheckComment,
    echo: ['name', 'comment'],
    // The comments so far are listed above the form: the new one with them.
    revalidate: ['/fact-check'],
    rateLimited: 'Too many comments from here just now. Please wait a minute and send it again; what you wrote is still here.',
    failure: 'We could not keep your comment just now. Please try again in a few minutes; what you wrote is still here.',
  },
  async (comment, { db }) => {
    await addFactCheckComment(db, comment);
    return { message: 'Thank you: your comment was sent to the office. You can send another.' };
  },
);
