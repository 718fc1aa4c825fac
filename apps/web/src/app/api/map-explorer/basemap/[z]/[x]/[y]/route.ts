import { TileCoordinates } from '@vtrans/contracts';
import { basemapTile } from '@vtrans/db';
import { db } from '@/server/db';
import { withRoute } from '@/server/route';
import { tileResponse } from '@/server/tiles';

// GET /api/map-explorer/basemap/{z}/{x}/{y} — the explorer's own basemap (land, localities, their
// labels), so the map works without any outside tile service. Boundaries change only with a new
// seed, so a day's caching is safe; the ETag makes the next day's check a 304.
export const GET = withRoute({ params: TileCoordinates }, async ({ request, params, log }) =>
  tileResponse(request, await basemapTile(db(), params.z, params.x, params.y), { cacheControl: 'public, max-age=86400', log }),
);
