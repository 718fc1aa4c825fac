import { InteractiveQueryId } from '@vtrans/contracts/map';
import { findInteractiveQuery } from '@vtrans/db';
import { z } from 'zod';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/interactive-query/{id} — a saved map view; 404 when there is none (the client reads null).
export const GET = withRoute({ params: z.object({ id: InteractiveQueryId }) }, async ({ params, db }) => {
  const state = await findInteractiveQuery(db, params.id);
  return state ? envelope(200, state) : envelope(404, null, 'No saved map view with that id.');
});
