import { placeSearchCoverage } from '@vtrans/db';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/map-explorer/places/coverage — what the place search can find with the data loaded
// (streets and addresses only after an OpenStreetMap import), so the maps' search box offers
// examples it can answer and says what it cannot. It changes only with an import.
export const GET = withRoute({}, async ({ db }) => envelope(200, await placeSearchCoverage(db), '', { headers: { 'cache-control': 'public, max-age=60' } }));
