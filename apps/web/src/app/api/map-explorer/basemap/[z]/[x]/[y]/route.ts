import { TileCoordinates } from '@vtrans/contracts/map';
import { z } from 'zod';
import { basemapVersion, servedBasemapTile } from '@/server/domain/basemap-tiles';
import { withRoute } from '@/server/http/route';
import { notModified, tileResponse } from '@/server/domain/tiles';

const BasemapTileQuery = z.object({ v: z.string().max(64).optional() });

// GET /api/map-explorer/basemap/{z}/{x}/{y}?v={version} — the basemap (land, localities, and the
// embedded or imported roads, water, parks, railways, buildings and places), so the map works
// without any outside tile service. The version names the imports being served: with it the tile
// is cached for a year (an import gives new URLs, from tiles.json); without it, briefly.
export const GET = withRoute({ params: TileCoordinates, query: BasemapTileQuery }, async ({ request, params, query, log, db }) => {
  const version = await basemapVersion(db);
  const etag = `"basemap-${version}-${params.z}-${params.x}-${params.y}"`;
  const cacheControl = query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=60';
  return (
    notModified(request, etag, cacheControl) ??
    tileResponse(request, await servedBasemapTile(db, version, params.z, params.x, params.y), { cacheControl, etag, log })
  );
});
