import { calendarResponse, upcomingMeetingsCalendar } from '@/server/domain/feeds';
import { withRoute } from '@/server/http/route';

// GET /get-involved/meetings/calendar.ics — every meeting still to come, to subscribe to in a calendar program.
export const GET = withRoute({}, async () => calendarResponse(await upcomingMeetingsCalendar(), 'vtrans-meetings.ics'));
