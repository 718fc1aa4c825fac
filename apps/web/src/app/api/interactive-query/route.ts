import { InteractiveQueryState } from '@vtrans/contracts';
import { saveInteractiveQuery } from '@vtrans/db';
import { db } from '@/server/db';
import { envelope, parseJsonBody, withRoute } from '@/server/route';

// POST /api/interactive-query {center, zoom, layers, selection} — saves a map view; answers its id.
export const POST = withRoute({}, async ({ request }) => {
  const body = await parseJsonBody(request, InteractiveQueryState);
  return envelope(201, { id: await saveInteractiveQuery(db(), body.data) });
});
