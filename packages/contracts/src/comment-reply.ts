import { type Language, pathIn } from './languages';
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
  /** The language the comment was written in: the e-mail around staff's words is written in it (issue 62). */
  language: Language;
}

/**
 * The e-mail a commenter gets with staff's response, in words: the worker sends it (its
 * comment-reply notification draws these in the notice template) and the confirmation before a
 * response is given shows the same words (issue 56), so what staff preview is what is sent. The
 * address was typed in with the comment and has not confirmed itself (issue 54): the e-mail
 * carries staff's words and a link to the comment, never the comment's text or the name given with it.
 */
export function commentReplyWords(facts: CommentReplyFacts, siteUrl: string): NoticeWords {
  if (facts.language === 'es') return spanishReplyWords(facts, siteUrl);
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

/**
 * The same e-mail in Spanish, written by the team, around staff's response as they wrote it. The
 * period's record has a Spanish page; the map is an English page, and the link says so.
 */
function spanishReplyWords(facts: CommentReplyFacts, siteUrl: string): NoticeWords {
  const onPeriod = facts.periodTitle;
  return {
    language: 'es',
    subject: onPeriod ? `Nuestra respuesta a su comentario sobre ${onPeriod}` : 'El personal de VTrans respondió a su comentario en el mapa',
    heading: 'Una respuesta a su comentario',
    paragraphs: [
      onPeriod
        ? `Hola: el personal de la Oficina de Planificación e Inversión Intermodal respondió a un comentario sobre ${onPeriod} que dio esta dirección de correo electrónico:`
        : 'Hola: el personal de la Oficina de Planificación e Inversión Intermodal respondió a un comentario en el mapa de VTrans que dio esta dirección de correo electrónico:',
      facts.response,
    ],
    action: facts.periodId
      ? { label: 'Ver todos los comentarios y respuestas de este periodo', url: siteAddress(siteUrl, pathIn('es', sitePaths.commentPeriod(facts.periodId))) }
      : { label: 'Verlo en el mapa', url: siteAddress(siteUrl, pathIn('es', sitePaths.commentOnMap(facts.commentId))) },
  };
}
