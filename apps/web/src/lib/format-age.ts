/** How long ago `since` was, in the coarsest unit that still says something: seconds, minutes, hours, days. */
export function formatAge(since: Date, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - since.getTime()) / 1000));
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 7_200) return `${Math.floor(seconds / 60)} minutes`;
  if (seconds < 48 * 3_600) return `${Math.floor(seconds / 3_600)} hours`;
  return `${Math.floor(seconds / 86_400)} days`;
}
