import { LayerId, TileCoordinates } from '@vtrans/contracts/map';
import { findPublishedLayerVersion, layerTile } from '@vtrans/db';
import { z } from 'zod';
import { envelope, withRoute } from '@/server/http/route';
import { notModified, tileResponse } from '@/server/domain/tiles';

const TileParams = z.object({ layerID: LayerId }).and(TileCoordinates);
const TileQuery = z.object({ v: z.string().max(64).optional() });

// GET /api/map-explorer/tiles/{layerID}/{z}/{x}/{y}?v={version} — a Mapbox Vector Tile. With the
// layer's current version in `v` the tile may be cached for a year (a change gives new URLs);
// without it, briefly. The ETag names layer version and tile, so revalidation is a 304.
export const GET = withRoute({ params: TileParams, query: TileQuery }, async ({ request, params, query, log, db }) => {
  const version = await findPublishedLayerVersion(db, params.layerID);
  if (!version) return envelope(404, null, `No published layer "${params.layerID}".`);
  const etag = `"${version}-${params.z}-${params.x}-${params.y}"`;
  const cacheControl = query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=60';
  return (
    notModified(request, etag, cacheControl) ??
    tileResponse(request, await layerTile(db, params.layerID, params.z, params.x, params.y), { cacheControl, etag, log })
  );
});
