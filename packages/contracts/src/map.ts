import { z } from 'zod';
import { DataExplorerViewState } from './statistics';

/**
 * A map explorer view that can be shared by URL (spec §3 'Interactive query'): where the map is,
 * which layers are on, and what is selected.
 */
export const MapViewState = z.strictObject({
  center: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  zoom: z.number().min(0).max(22),
  layers: z
    .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected layer ids').max(100))
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'each layer once'),
  selection: z.strictObject({ layerID: z.string().max(100), featureId: z.union([z.string().max(100), z.number().int()]) }).nullable().default(null),
});
export type MapViewState = z.infer<typeof MapViewState>;

/** What an interactive query saves: a map-explorer view or a data-explorer view. */
export const InteractiveQueryState = z.union([MapViewState, DataExplorerViewState]);
export type InteractiveQueryState = z.infer<typeof InteractiveQueryState>;

/** Interactive query ids: random, URL-safe, 12 characters. */
export const InteractiveQueryId = z.string().regex(/^[A-Za-z0-9_-]{12}$/, 'expected an interactive query id');

/** A tile address {z}/{x}/{y} from the URL (Web Mercator, XYZ scheme). */
export const TileCoordinates = z
  .object({
    z: z.coerce.number().int().min(0).max(20),
    x: z.coerce.number().int().min(0),
    y: z.coerce.number().int().min(0),
  })
  .refine((tile) => tile.x < 2 ** tile.z, { message: 'outside the zoom level', path: ['x'] })
  .refine((tile) => tile.y < 2 ** tile.z, { message: 'outside the zoom level', path: ['y'] });

export const LayerId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a layer id').max(100);

/** The map's place search: what was typed (`GET /api/map-explorer/places?q=`). */
export const PlaceSearchQuery = z.strictObject({
  q: z.string().trim().min(1, 'type a place, road or address').max(100, 'at most 100 characters'),
});

/** One place found: where to fly to (a point) and what to show (its extent, [west, south, east, north]). */
export interface PlaceMatch {
  kind: 'locality' | 'place' | 'route' | 'street' | 'address';
  label: string;
  /** The locality it is in, or what kind of road or locality it is. */
  detail: string | null;
  center: [number, number];
  bbox: [number, number, number, number];
}
