import type { Language } from '@vtrans/contracts/languages';

/** The zone's short name at a moment (EST or EDT). */
const zoneName = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';

/**
 * “Tuesday, March 18, 2025 at 10:00 AM EDT”: a meeting's time in the zone it was set in, named; in
 * the Spanish edition “martes, 18 de marzo de 2025, 10:00 a.m. EDT” (issue 62).
 */
export function meetingTime(startsAt: Date | string, timeZone: string, language: Language = 'en'): string {
  const at = new Date(startsAt);
  const locale = language === 'es' ? 'es-US' : 'en-US';
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at)} ${zoneName(at, timeZone)}`.trim();
}

/**
 * When a meeting begins and ends, in the zone it was set in, in words (issue 59: the page gave only
 * its start though a length was entered): “Thursday, January 14, 2027, 6:30 PM to 8:00 PM EST”, or
 * both days when it runs past midnight. The calendar file ends it at the same time.
 */
export function meetingSpan(startsAt: Date | string, minutes: number, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * 60_000);
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone });
  const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone });
  const [startZone, endZone] = [zoneName(start, timeZone), zoneName(end, timeZone)];
  const startTime = startZone === endZone ? time.format(start) : `${time.format(start)} ${startZone}`;
  if (day.format(start) === day.format(end)) return `${day.format(start)}, ${startTime} to ${time.format(end)} ${endZone}`;
  return `${day.format(start)} at ${startTime} to ${day.format(end)} at ${time.format(end)} ${endZone}`;
}
