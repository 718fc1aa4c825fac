import { findPublishedLayerVersion, layerTile, TILE_MAX_BYTES } from '@vtrans/db';
import { z } from 'zod';
import { db } from '@/server/db';
import { envelope, withRoute } from '@/server/route';

const TileParams = z
  .object({
    layerID: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a layer id').max(100),
    z: z.coerce.number().int().min(0).max(20),
    x: z.coerce.number().int().min(0),
    y: z.coerce.number().int().min(0),
  })
  .refine((tile) => tile.x < 2 ** tile.z, { message: 'outside the zoom level', path: ['x'] })
  .refine((tile) => tile.y < 2 ** tile.z, { message: 'outside the zoom level', path: ['y'] });

const TileQuery = z.object({ v: z.string().max(64).optional() });

// GET /api/map-explorer/tiles/{layerID}/{z}/{x}/{y}?v={version} — a Mapbox Vector Tile. With the
// layer's current version in `v` the tile may be cached for a year (a change gives new URLs);
// without it, briefly. The ETag names layer version and tile, so revalidation is a 304.
export const GET = withRoute({ params: TileParams, query: TileQuery }, async ({ request, params, query, log }) => {
  const version = await findPublishedLayerVersion(db(), params.layerID);
  if (!version) return envelope(404, null, `No published layer "${params.layerID}".`);
  const etag = `"${version}-${params.z}-${params.x}-${params.y}"`;
  const cacheControl = query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=60';
  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers: { etag, 'cache-control': cacheControl } });
  }
  const { tile, features } = await layerTile(db(), params.layerID, params.z, params.x, params.y);
  if (tile.length > TILE_MAX_BYTES) {
    log.warn({ ...params, bytes: tile.length, features }, 'tile over the size limit');
    return envelope(413, null, 'This tile holds too much to send; zoom in.');
  }
  return new Response(new Uint8Array(tile), {
    headers: { 'content-type': 'application/vnd.mapbox-vector-tile', etag, 'cache-control': cacheControl },
  });
});
