import { LayerId } from '@vtrans/contracts/map';
import { listPublishedLayers } from '@vtrans/db';
import { z } from 'zod';
import { envelope, withRoute } from '@/server/http/route';

const LayerQuery = z
  .object({ layerName: z.string().trim().max(200).optional(), layerID: LayerId.optional() })
  .refine((query) => query.layerName || query.layerID, { message: 'give layerName or layerID', path: ['layerID'] });

// GET /api/spatial-data/layer?layerName,layerID — one published layer's metadata, found by id or
// by name (spec §5: the client omits the defaults '' and 0).
export const GET = withRoute({ query: LayerQuery }, async ({ query, db }) => {
  const layer = (await listPublishedLayers(db)).find((candidate) => (query.layerID ? candidate.id === query.layerID : candidate.name === query.layerName));
  if (!layer) return envelope(404, null, 'No such published layer.');
  return envelope(200, {
    layerID: layer.id,
    layerName: layer.name,
    description: layer.description,
    category: layer.category,
    geometryType: layer.geometry_type,
    source: layer.source,
    tiles: `/api/map-explorer/tiles/${layer.id}/{z}/{x}/{y}?v=${layer.version}`,
  });
});
