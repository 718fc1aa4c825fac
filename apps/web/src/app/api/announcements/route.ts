import { announcementsData } from '@/server/content-api';
import { envelope, withRoute } from '@/server/route';

// GET /api/announcements — every announcement with its Date and Pages.
export const GET = withRoute({}, async () => envelope(200, await announcementsData()));
