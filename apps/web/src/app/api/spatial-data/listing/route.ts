import { actorOfRole } from '@vtrans/contracts/submissions';
import { listSubmissions } from '@vtrans/db';
import { z } from 'zod';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/spatial-data/listing?userID — submissions with their current status. A locality user
// gets their own whatever userID says; staff get everyone's, or one user's with userID (spec §5:
// the default 0 is omitted from the query and means everyone).
export const GET = withRoute(
  { roles: ['locality', 'reviewer', 'admin'], query: z.object({ userID: z.uuid('expected a user id').optional() }) },
  async ({ query, session, db }) => {
    const userId = actorOfRole(session.user.role) === 'staff' ? query.userID : session.user.id;
    return envelope(200, await listSubmissions(db, { userId }));
  },
);
