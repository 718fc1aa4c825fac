import { InteractiveQueryState } from '@vtrans/contracts/map';
import { saveInteractiveQuery } from '@vtrans/db';
import { envelope, withRoute } from '@/server/route';

// POST /api/interactive-query {center, zoom, layers, selection} — saves a map view; answers its id.
export const POST = withRoute({ body: InteractiveQueryState }, async ({ body, db }) => {
  return envelope(201, { id: await saveInteractiveQuery(db, body) });
});
