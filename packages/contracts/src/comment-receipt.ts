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
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A comment's place in words, for e-mails (issue 58: staff's alert had no location, and the
 * commenter's receipt says what was received): "a point in the City of Richmond (37.54070° N,
 * 77.43600° W)", "a line 1.3 miles long in Albemarle County, through …", "an area of 42 acres in …,
 * around …". The coordinates are the point the locality was found by.
 */
export function commentPlaceWords(place: CommentPlace): string {
  // "in the City of Richmond", "in Albemarle County".
  const where = place.locality ? ` in ${/^(City|Town) of /.test(place.locality) ? 'the ' : ''}${place.locality}` : ' outside any Virginia locality';
  const at = `${degrees(place.latitude, 'N', 'S')}, ${degrees(place.longitude, 'E', 'W')}`;
  if (place.kind === 'LineString') {
    const miles = place.miles ?? 0;
    const length = miles < 0.1 ? 'under 0.1' : oneDecimal.format(miles);
    return `a line ${length} ${length === '1' ? 'mile' : 'miles'} long${where}, through ${at}`;
  }
  if (place.kind === 'Polygon') {
    const acres = place.acres ?? 0;
    const size = whole.format(acres);
    return `an area of ${acres < 1 ? 'under 1 acre' : `${size} ${size === '1' ? 'acre' : 'acres'}`}${where}, around ${at}`;
  }
  return `a point${where} (${at})`;
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
}

/**
 * The receipt a commenter who gave an e-mail address gets (issue 58: commenters heard nothing
 * back). The address was typed in with the comment and has not confirmed itself (issue 54): the
 * e-mail is in our words — the period's title, the place as the database measured it, a link to
 * the public record — never the comment's text or the name given with it.
 */
export function commentReceiptWords(facts: CommentReceiptFacts, siteUrl: string): NoticeWords {
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
