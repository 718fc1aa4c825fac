import type { NoticeWords } from './notice-words';
import { siteAddress, sitePaths } from './site-paths';

/** What the reply to a comment is made of: the comment's place and the response staff gave. */
export interface CommentReplyFacts {
  commentId: string;
  periodId: string | null;
  periodTitle: string | null;
  /** Whether the comment is shown on the public map. */
  onMap: boolean;
  response: string;
}

/**
 * The e-mail a commenter gets with staff's response, in words: the worker sends it (its
 * comment-reply notification draws these in the notice template) and the confirmation before a
 * response is given shows the same words (issue 56), so what staff preview is what is sent. The
 * address was typed in with the comment and has not confirmed itself (issue 54): the e-mail
 * carries staff's words and a link to the comment, never the comment's text or the name given with it.
 */
export function commentReplyWords(facts: CommentReplyFacts, siteUrl: string): NoticeWords {
  const onPeriod = facts.periodTitle;
  return {
    subject: onPeriod ? `Our response to your comment on ${onPeriod}` : 'VTrans staff replied to your map comment',
    heading: 'A reply to your comment',
    paragraphs: [
      onPeriod
        ? `Hello, staff of the Office of Intermodal Planning and Investment responded to a comment left on ${onPeriod} with this e-mail address:`
        : 'Hello, staff of the Office of Intermodal Planning and Investment responded to a comment left on the VTrans map with this e-mail address:',
      facts.response,
    ],
    // A period's comment leads to the period's public record, where it stands with every response
    // (issue 59: a reply on the map led only to the map); a map comment to itself on the map.
    action: facts.periodId
      ? { label: 'See every comment and response of this period', url: siteAddress(siteUrl, sitePaths.commentPeriod(facts.periodId)) }
      : { label: 'See it on the map', url: siteAddress(siteUrl, sitePaths.commentOnMap(facts.commentId)) },
  };
}
