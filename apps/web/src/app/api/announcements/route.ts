import { announcementsData } from '@/server/domain/content-api';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/announcements — every announcement with its Date and Pages, in the spec's shape (no id).
export const GET = withRoute({}, async () =>
  envelope(
    200,
    (await announcementsData()).map(({ id: _id, ...announcement }) => announcement),
  ),
);
