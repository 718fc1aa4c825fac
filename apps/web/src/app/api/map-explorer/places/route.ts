import { PlaceSearchQuery } from '@vtrans/contracts/map';
import { searchPlaces } from '@vtrans/db';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/map-explorer/places?q=… — the maps' place search: localities, places, roads and route
// numbers ("I-64", "Route 29"), streets ("Broad St, Richmond") and addresses, best first (at most
// eight). Answers change only with an import, so a minute's caching is safe.
export const GET = withRoute({ query: PlaceSearchQuery }, async ({ query, db }) =>
  envelope(200, await searchPlaces(db, query.q), '', { headers: { 'cache-control': 'public, max-age=60' } }),
);
