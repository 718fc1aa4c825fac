import { eventsData } from '@/server/domain/content-api';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/events — upcoming and past events, earliest first.
export const GET = withRoute({}, async () => envelope(200, await eventsData()));
