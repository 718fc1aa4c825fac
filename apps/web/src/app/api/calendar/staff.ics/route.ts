import { z } from 'zod';
import { calendarResponse } from '@/server/domain/feeds';
import { staffCalendarFeed } from '@/server/domain/feeds/staff-calendar';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/calendar/staff.ics?key= — the publishing calendar for a member of staff's calendar
// program (issue 63). The key is 43 URL-safe characters; anything else is refused before a lookup.
const FeedQuery = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'key: use the calendar address from the publishing calendar page.') });

export const GET = withRoute({ query: FeedQuery }, async ({ query }) => {
  const calendar = await staffCalendarFeed(query.key);
  if (!calendar) return envelope(404, null, 'No such calendar: make a new address on the publishing calendar page.');
  return calendarResponse(calendar, 'vtrans-publishing-calendar.ics');
});
