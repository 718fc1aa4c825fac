/** “Tuesday, March 18, 2025 at 10:00 AM EDT”: a meeting's time in the zone it was set in, named. */
export function meetingTime(startsAt: Date | string, timeZone: string): string {
  const at = new Date(startsAt);
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  return `${new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at)} ${zoneName}`.trim();
}
