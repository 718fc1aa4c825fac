import { listPublishedLayers } from '@vtrans/db';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/map-explorer/get-layer-metadata — the published layers, each with its tile URL
// template; the `v` in it is the layer's version, so tiles can be cached for long.
export const GET = withRoute({}, async ({ db }) =>
  envelope(
    200,
    (await listPublishedLayers(db)).map((layer) => ({
      layerID: layer.id,
      layerName: layer.name,
      description: layer.description,
      category: layer.category,
      geometryType: layer.geometry_type,
      style: layer.style,
      source: layer.source,
      version: layer.version,
      tiles: `/api/map-explorer/tiles/${layer.id}/{z}/{x}/{y}?v=${layer.version}`,
    })),
  ),
);
