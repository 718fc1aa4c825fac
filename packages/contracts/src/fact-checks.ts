import { z } from 'zod';
import { ItemAt } from './content-editing';
import { LinkToken } from './newsletter';
import type { NoticeWords } from './notice-words';

/*
 * Fact-check links (issue 63): staff send a read-only copy of a draft to someone outside the office
 * who knows the subject (a locality's engineer, a transit agency). The link carries a key of its
 * own, kept hashed; it expires, staff can stop it, and opening it changes nothing (mail scanners
 * open every link). The expert's comments come back into the item's history.
 */

/** How long a fact-check link works. */
export const FACT_CHECK_DAYS = 14;
/** Comments one link takes: enough for a careful reader, not a mailbox for anyone who finds it. */
export const FACT_CHECK_COMMENTS_MAX = 30;

/** What staff send: the item at the version they read, to whom, and a note for them. */
export const FactCheckRequest = ItemAt.extend({
  email: z.email('Give the expert’s e-mail address, like name@example.org.').max(254, 'An e-mail address is at most 254 characters.'),
  message: z
    .string()
    .trim()
    .max(2000, 'Keep the note under 2,000 characters.')
    .optional()
    .transform((value) => value ?? ''),
});
export type FactCheckRequest = z.infer<typeof FactCheckRequest>;

/** A link's key as its address holds it. */
export const FactCheckKey = LinkToken;

/** The expert's comment, sent with the link's key. */
export const FactCheckComment = z.object({
  key: FactCheckKey,
  name: z.string().trim().min(1, 'Give your name, so staff know who commented.').max(200, 'Your name is at most 200 characters.'),
  comment: z.string().trim().min(1, 'Write your comment.').max(5000, 'Keep a comment under 5,000 characters; send another for more.'),
});

/** A link's state, as its page and the item's page say it. */
export type FactCheckState = 'open' | 'expired' | 'stopped';

/** The e-mail with the link, in words: what staff confirm is what the expert is sent. `link` is the address with its key (a placeholder before it is made). */
export function factCheckRequestWords(
  check: { kindLabel: string; title: string; message: string; requester: string | null; expiresAt: string },
  link: string,
): NoticeWords {
  const who = check.requester ?? 'A member of staff';
  return {
    subject: `Please check a draft before it is published: ${check.title}`,
    heading: 'Please check a draft',
    paragraphs: [
      `${who}, of Virginia’s Office of Intermodal Planning and Investment (VTrans), asks you to check the facts in a draft ${check.kindLabel.toLowerCase()}, “${check.title}”, before it is published.`,
      ...(check.message ? [`Their note: ${check.message}`] : []),
      'The link opens a read-only copy, with a form for your comments. It is a draft: please do not share it.',
      `The link works until ${check.expiresAt}. Reply to this e-mail to write to ${check.requester ?? 'the office'} directly.`,
    ],
    action: { label: 'Read the draft', url: link },
  };
}
