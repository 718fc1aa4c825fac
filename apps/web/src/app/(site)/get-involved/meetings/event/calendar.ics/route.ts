import { EventQuery } from '@vtrans/contracts/content';
import { calendarResponse, eventCalendar } from '@/server/domain/feeds';
import { envelope, withRoute } from '@/server/http/route';

// GET /get-involved/meetings/event/calendar.ics?id={id} — one calendar event, to add to a calendar; 404 when unknown.
export const GET = withRoute({ query: EventQuery }, async ({ query }) => {
  const calendar = await eventCalendar(query.id);
  return calendar ? calendarResponse(calendar, `vtrans-event-${query.id}.ics`) : envelope(404, null, `No event number ${query.id}.`);
});
