import { eventsData } from '@/server/content-api';
import { envelope, withRoute } from '@/server/route';

// GET /api/events — upcoming and past events, earliest first.
export const GET = withRoute({}, async () => envelope(200, await eventsData()));
