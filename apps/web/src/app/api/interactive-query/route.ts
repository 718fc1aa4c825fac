import { InteractiveQueryState } from '@vtrans/contracts/map';
import { saveInteractiveQuery } from '@vtrans/db';
import { mapViewAttempt } from '@/server/auth/rate-limit';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/interactive-query {center, zoom, layers, selection} — saves a map view; answers its id.
// 30 a minute per client address (issue 38): anyone may save a view, nobody may fill the table.
export const POST = withRoute(
  { body: InteractiveQueryState, limited: { attempt: mapViewAttempt, message: 'Too many saved views from here just now. Please try again in a minute.' } },
  async ({ body, db }) => envelope(201, { id: await saveInteractiveQuery(db, body) }),
);
