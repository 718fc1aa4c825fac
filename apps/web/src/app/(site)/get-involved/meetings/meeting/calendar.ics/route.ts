import { ArticleQuery } from '@vtrans/contracts/content';
import { calendarResponse, meetingCalendar } from '@/server/domain/feeds';
import { envelope, withRoute } from '@/server/http/route';

// GET /get-involved/meetings/meeting/calendar.ics?article={name} — one meeting, to add to a calendar; 404 when unknown.
export const GET = withRoute({ query: ArticleQuery }, async ({ query }) => {
  const calendar = await meetingCalendar(query.article);
  return calendar ? calendarResponse(calendar, `${query.article}.ics`) : envelope(404, null, `No meeting named "${query.article}".`);
});
