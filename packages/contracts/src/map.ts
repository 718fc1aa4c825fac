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
    .array(
      z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected layer ids')
        .max(100),
    )
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'each layer once'),
  selection: z
    .strictObject({ layerID: z.string().max(100), featureId: z.union([z.string().max(100), z.number().int()]) })
    .nullable()
    .default(null),
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

export const LayerId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a layer id')
  .max(100);

/** The map's place search: what was typed (`GET /api/map-explorer/places?q=`). */
export const PlaceSearchQuery = z.strictObject({
  q: z.string().trim().min(1, 'type a place, road or address').max(100, 'at most 100 characters'),
});

/**
 * What the place search can find with the data loaded (`GET /api/map-explorer/places/coverage`):
 * street names and addresses come only with an OpenStreetMap import (`npm run import:basemap`);
 * the embedded default has localities, towns and route numbers (issue 57: the search promises
 * only what it can answer).
 */
export interface PlaceSearchCoverage {
  streets: boolean;
  addresses: boolean;
}

/** What the search says, without a street import, about what it cannot find. */
export const NO_STREETS_NOTICE = 'Street names appear once the office loads a street map.';

/** The examples in the search box: each one finds something with the data that is loaded. */
export function placeSearchExamples(coverage: PlaceSearchCoverage): string {
  return coverage.streets ? 'e.g. Broad St, Richmond or I-64' : 'e.g. Richmond, Blacksburg or I-64';
}

/**
 * The words of what was typed that the chosen place's name does not hold ("Broad St" of "Broad St,
 * Richmond" when the City of Richmond is chosen): kept, so a comment placed there still says where.
 */
export function wordsLeftOver(typed: string, chosen: string): string {
  const named = new Set(
    chosen
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
  return typed
    .split(/[\s,]+/)
    .filter((word) => word && !named.has(word.toLowerCase().replace(/[^a-z0-9]/g, '')))
    .join(' ');
}

/** One place found: where to fly to (a point) and what to show (its extent, [west, south, east, north]). */
export interface PlaceMatch {
  kind: 'locality' | 'place' | 'route' | 'street' | 'address';
  label: string;
  /** The locality it is in, or what kind of road or locality it is. */
  detail: string | null;
  center: [number, number];
  bbox: [number, number, number, number];
}

/** The kinds of shape a map layer draws. */
export type ShapeKind = 'point' | 'line' | 'polygon';

/**
 * How a kind of shape is drawn in `color` (MapLibre paint): what publishing gives a submitted
 * layer's commonest kind, and what the map explorer gives a layer's other kinds (issue 58).
 */
export function shapePaint(kind: ShapeKind, color: string, outline = color): Record<string, unknown> {
  if (kind === 'point') return { 'circle-color': color, 'circle-radius': 6, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1.5 };
  if (kind === 'line') return { 'line-color': color, 'line-width': 3.5 };
  return { 'fill-color': color, 'fill-opacity': 0.35, 'fill-outline-color': outline };
}
