/**
 * iCalendar (RFC 5545) as calendar programs read it: CRLF line ends, lines folded at 75 octets
 * without splitting a character, TEXT values escaped, times in UTC (no VTIMEZONE needed).
 */
import { printable } from './printable';

/** One entry: a day (all-day, YYYY-MM-DD) or a moment it starts at. */
export type CalendarEntry = {
  uid: string;
  title: string;
  description: string;
  location: string | null;
  /** Where to join online (a meeting's link): a CONFERENCE property (RFC 7986) and a line of the description. */
  online?: string | null;
  url: string;
  /** A whole day, or a moment and (meetings) how many minutes it lasts; an hour when not said. */
  start: { day: string } | { at: Date; minutes?: number };
  /** When the entry last changed (LAST-MODIFIED), where that is known. */
  changed: Date | null;
};

/** A TEXT value: backslash, semicolon, comma and line ends escaped (RFC 5545 §3.3.11). */
function text(value: string): string {
  return printable(value)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTC DATE-TIME form: 20261215T140000Z. */
function utc(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** DATE form of a YYYY-MM-DD day, and the day after it (an all-day event ends the next day, exclusive). */
function days(day: string): [string, string] {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return [day.replace(/-/g, ''), next.toISOString().slice(0, 10).replace(/-/g, '')];
}

/** Folds a content line into 75-octet pieces, each continuation starting with a space (§3.1). */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** How long a timed entry lasts when it does not say (a calendar event): a calendar shows an entry without an end as a point, or not at all. */
const DEFAULT_MINUTES = 60;

/** A published calendar (METHOD:PUBLISH): each entry's DTSTAMP is when this copy was written, `now`. */
export function writeCalendar(name: string, entries: CalendarEntry[], now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Virginia OIPI//VTrans website//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
  ];
  for (const entry of entries) {
    lines.push('BEGIN:VEVENT', `UID:${entry.uid}`, `DTSTAMP:${utc(now)}`);
    if (entry.changed) lines.push(`LAST-MODIFIED:${utc(entry.changed)}`);
    if ('day' in entry.start) {
      const [start, end] = days(entry.start.day);
      lines.push(`DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`);
    } else {
      const end = new Date(entry.start.at.getTime() + (entry.start.minutes ?? DEFAULT_MINUTES) * 60_000);
      lines.push(`DTSTART:${utc(entry.start.at)}`, `DTEND:${utc(end)}`);
    }
    // Calendar programs that know no CONFERENCE still show the description.
    const description = entry.online ? `${entry.description}\n\nJoin online: ${entry.online}` : entry.description;
    lines.push(`SUMMARY:${text(entry.title)}`, `DESCRIPTION:${text(description)}`);
    if (entry.location) lines.push(`LOCATION:${text(entry.location)}`);
    if (entry.online) lines.push(`CONFERENCE;VALUE=URI;FEATURE=AUDIO,VIDEO;LABEL=Join online:${entry.online}`);
    lines.push(`URL:${entry.url}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
