import { type Language, pathIn } from './languages';
import type { NoticeWords } from './notice-words';
import { siteAddress, sitePaths } from './site-paths';

/**
 * Where a comment is, as the database measures it (never the words typed with it): its shape, the
 * locality holding a point on it, that point, and a line's length or an area's size.
 */
export interface CommentPlace {
  kind: 'Point' | 'LineString' | 'Polygon';
  locality: string | null;
  latitude: number;
  longitude: number;
  /** A line's length in miles; null for a point or an area. */
  miles: number | null;
  /** An area's size in acres; null for a point or a line. */
  acres: number | null;
}

const degrees = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(5)}° ${value >= 0 ? positive : negative}`;

/** How each language measures and names a place; the numbers are written as its readers write them. */
const placeLanguage = {
  en: {
    oneDecimal: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }),
    whole: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
    west: 'W',
    // "in the City of Richmond", "in Albemarle County".
    within: (locality: string) => ` in ${/^(City|Town) of /.test(locality) ? 'the ' : ''}${locality}`,
    outside: ' outside any Virginia locality',
    line: (length: string, where: string, at: string) => `a line ${length} ${length === '1' ? 'mile' : 'miles'} long${where}, through ${at}`,
    shortLine: 'under 0.1',
    area: (size: string, where: string, at: string) => `an area of ${size}${where}, around ${at}`,
    smallArea: 'under 1 acre',
    acres: (size: string) => `${size} ${size === '1' ? 'acre' : 'acres'}`,
    point: (where: string, at: string) => `a point${where} (${at})`,
  },
  // Locality names are proper names, as Virginia writes them ("City of Richmond"); es-US writes
  // 1,234.5 as the United States does.
  es: {
    oneDecimal: new Intl.NumberFormat('es-US', { maximumFractionDigits: 1 }),
    whole: new Intl.NumberFormat('es-US', { maximumFractionDigits: 0 }),
    west: 'O',
    within: (locality: string) => ` en ${locality}`,
    outside: ' fuera de toda localidad de Virginia',
    line: (length: string, where: string, at: string) => `una línea de ${length} ${length === '1' ? 'milla' : 'millas'} de largo${where}, que pasa por ${at}`,
    shortLine: 'menos de 0.1',
    area: (size: string, where: string, at: string) => `un área de ${size}${where}, alrededor de ${at}`,
    smallArea: 'menos de 1 acre',
    acres: (size: string) => `${size} ${size === '1' ? 'acre' : 'acres'}`,
    point: (where: string, at: string) => `un punto${where} (${at})`,
  },
} as const;

/**
 * A comment's place in words, for e-mails (issue 58: staff's alert had no location, and the
 * commenter's receipt says what was received): "a point in the City of Richmond (37.54070° N,
 * 77.43600° W)", "a line 1.3 miles long in Albemarle County, through …", "an area of 42 acres in …,
 * around …". The coordinates are the point the locality was found by. In Spanish for a comment
 * written in Spanish (issue 62).
 */
export function commentPlaceWords(place: CommentPlace, language: Language = 'en'): string {
  const words = placeLanguage[language];
  const where = place.locality ? words.within(place.locality) : words.outside;
  const at = `${degrees(place.latitude, 'N', 'S')}, ${degrees(place.longitude, 'E', words.west)}`;
  if (place.kind === 'LineString') {
    const miles = place.miles ?? 0;
    return words.line(miles < 0.1 ? words.shortLine : words.oneDecimal.format(miles), where, at);
  }
  if (place.kind === 'Polygon') {
    const acres = place.acres ?? 0;
    return words.area(acres < 1 ? words.smallArea : words.acres(words.whole.format(acres)), where, at);
  }
  return words.point(where, at);
}

/** What the receipt to a commenter is made of: its place, the period it was for, and where the public sees it. */
export interface CommentReceiptFacts {
  commentId: string;
  periodId: string | null;
  periodTitle: string | null;
  place: CommentPlace;
  localityFips: string | null;
  /** Whether the comment is shown on the public map. */
  onMap: boolean;
  /** The language the comment was written in: the receipt is written in it (issue 62). */
  language: Language;
}

/**
 * The receipt a commenter who gave an e-mail address gets (issue 58: commenters heard nothing
 * back). The address was typed in with the comment and has not confirmed itself (issue 54): the
 * e-mail is in our words — the period's title, the place as the database measured it, a link to
 * the public record — never the comment's text or the name given with it.
 */
export function commentReceiptWords(facts: CommentReceiptFacts, siteUrl: string): NoticeWords {
  if (facts.language === 'es') return spanishReceiptWords(facts, siteUrl);
  const place = commentPlaceWords(facts.place);
  const link = (path: string) => siteAddress(siteUrl, path);
  if (facts.periodId && facts.periodTitle) {
    return {
      subject: `We received your comment on ${facts.periodTitle}`,
      heading: 'Thank you for your comment',
      paragraphs: [
        `Hello, we received a comment on ${facts.periodTitle} that gives this e-mail address, about ${place}.`,
        'Staff read every comment on the period. The comments and the responses to them are published in the period’s record, and a response to yours will also be e-mailed to this address.',
        'If you did not leave a comment, you can ignore this e-mail.',
      ],
      action: { label: 'See the comment period’s record', url: link(sitePaths.commentPeriod(facts.periodId)) },
    };
  }
  return {
    subject: 'We received your comment on the VTrans map',
    heading: 'Thank you for your comment',
    paragraphs: [
      `Hello, we received a comment on the VTrans map that gives this e-mail address, about ${place}.`,
      'Staff read every comment. If they respond to yours, the response is e-mailed to this address.',
      'If you did not leave a comment, you can ignore this e-mail.',
    ],
    action: facts.onMap
      ? { label: 'See it on the map', url: link(sitePaths.commentOnMap(facts.commentId)) }
      : {
          label: 'See the public comments',
          url: link(facts.localityFips ? `/interactvtrans/comments?locality=${facts.localityFips}` : '/interactvtrans/comments'),
        },
  };
}

/**
 * The same receipt in Spanish, written by the team. The period's record has a Spanish page; the
 * map and the list of comments are English pages, and the link says so.
 */
function spanishReceiptWords(facts: CommentReceiptFacts, siteUrl: string): NoticeWords {
  const place = commentPlaceWords(facts.place, 'es');
  const link = (path: string) => siteAddress(siteUrl, pathIn('es', path));
  const ending = 'Si usted no dejó ningún comentario, puede ignorar este mensaje.';
  if (facts.periodId && facts.periodTitle) {
    return {
      language: 'es',
      subject: `Recibimos su comentario sobre ${facts.periodTitle}`,
      heading: 'Gracias por su comentario',
      paragraphs: [
        `Hola: recibimos un comentario sobre ${facts.periodTitle} que da esta dirección de correo electrónico, acerca de ${place}.`,
        'El personal lee todos los comentarios del periodo. Los comentarios y las respuestas se publican en el registro del periodo, y la respuesta al suyo también se enviará a esta dirección.',
        ending,
      ],
      action: { label: 'Ver el registro del periodo de comentarios', url: link(sitePaths.commentPeriod(facts.periodId)) },
    };
  }
  return {
    language: 'es',
    subject: 'Recibimos su comentario en el mapa de VTrans',
    heading: 'Gracias por su comentario',
    paragraphs: [
      `Hola: recibimos un comentario en el mapa de VTrans que da esta dirección de correo electrónico, acerca de ${place}.`,
      'El personal lee todos los comentarios. Si responde al suyo, la respuesta se enviará a esta dirección.',
      ending,
    ],
    action: facts.onMap
      ? { label: 'Verlo en el mapa', url: siteAddress(siteUrl, pathIn('es', sitePaths.commentOnMap(facts.commentId))) }
      : {
          label: 'Ver los comentarios públicos',
          url: siteAddress(siteUrl, pathIn('es', facts.localityFips ? `/interactvtrans/comments?locality=${facts.localityFips}` : '/interactvtrans/comments')),
        },
  };
}
