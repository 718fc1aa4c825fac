import { z } from 'zod';
import { LayerId } from './map';

/**
 * Open data (issue 23): the files every published layer downloads as, and the query of the OGC API –
 * Features items endpoint. Formats are written by GDAL; the names here are the URL's.
 */
export const downloadFormats = ['geojson', 'gpkg', 'shapefile', 'csv', 'kml'] as const;
export const DownloadFormat = z.enum(downloadFormats);
export type DownloadFormat = z.infer<typeof DownloadFormat>;

/** Most features one items page holds; a larger `limit` is answered with this many (OGC API – Features Part 1, 7.15.3). */
export const itemsMaxLimit = 1000;
export const itemsDefaultLimit = 10;
/** Deepest page: past it, a client should narrow with bbox (offset scans are linear). */
export const itemsMaxOffset = 1_000_000;

export type BoundingBox = [minLon: number, minLat: number, maxLon: number, maxLat: number];

/**
 * `bbox`: four numbers, or six with heights (OGC API – Features, Part 1, 7.15.3:
 * minLon,minLat,minHeight,maxLon,maxLat,maxHeight). The features here are flat, so heights are
 * read and set aside.
 */
const BoundingBoxParam = z
  .string()
  .max(200)
  .transform((text, context): BoundingBox => {
    const numbers = text.split(',').map((part) => Number(part));
    const [minLon, minLat, maxLon, maxLat] = numbers.length === 6 ? [numbers[0], numbers[1], numbers[3], numbers[4]] : numbers;
    const valid =
      (numbers.length === 4 || numbers.length === 6) &&
      numbers.every((n) => Number.isFinite(n)) &&
      minLon! >= -180 &&
      maxLon! <= 180 &&
      minLat! >= -90 &&
      maxLat! <= 90 &&
      minLon! <= maxLon! &&
      minLat! <= maxLat!;
    if (!valid) {
      context.addIssue({
        code: 'custom',
        message:
          'expected minimum longitude, minimum latitude, maximum longitude, maximum latitude (WGS 84), the minimums not above the maximums; or six numbers with heights',
      });
      return z.NEVER;
    }
    return [minLon!, minLat!, maxLon!, maxLat!];
  });

/** A datetime filter as dates (YYYY-MM-DD, inclusive), open at either end with `..` (RFC 3339 instants are cut to their day). */
export interface DateInterval {
  from: string | null;
  to: string | null;
}

const dayOf = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2}))?$/i;

const DateTimeParam = z
  .string()
  .max(100)
  .transform((text, context): DateInterval => {
    const parts = text.split('/');
    const days = parts.map((part) => (part === '..' || part === '' ? null : (dayOf.exec(part)?.[1] ?? undefined)));
    const valid = parts.length <= 2 && days.every((day) => day !== undefined) && days.some((day) => day !== null);
    if (!valid) {
      context.addIssue({ code: 'custom', message: 'expected an RFC 3339 date or date-time, or an interval of two separated by "/" (".." for an open end)' });
      return z.NEVER;
    }
    const [from, to] = parts.length === 1 ? [days[0]!, days[0]!] : [days[0]!, days[1]!];
    if (from && to && from > to) {
      context.addIssue({ code: 'custom', message: 'the interval ends before it starts' });
      return z.NEVER;
    }
    return { from, to };
  });

/** Answer formats of the feature API's resources: `f=json` (GeoJSON or JSON) or `f=html`; without it, the Accept header decides. */
export const FeatureApiFormat = z.enum(['json', 'html']);
export type FeatureApiFormat = z.infer<typeof FeatureApiFormat>;

export const FeatureApiQuery = z.object({ f: FeatureApiFormat.optional() }).strict();

export const ItemsQuery = z
  .object({
    f: FeatureApiFormat.optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .transform((limit) => Math.min(limit, itemsMaxLimit))
      .default(itemsDefaultLimit),
    offset: z.coerce.number().int().min(0).max(itemsMaxOffset).default(0),
    bbox: BoundingBoxParam.optional(),
    datetime: DateTimeParam.optional(),
  })
  .strict();
export type ItemsQuery = z.infer<typeof ItemsQuery>;

/** A collection's id: a published layer's id, or `comments` (which has a layer id's form). */
export const CollectionParams = z.object({ collectionId: LayerId });
export const FeatureParams = CollectionParams.extend({ featureId: z.string().min(1).max(200) });

export const DownloadParams = z.object({
  layer: LayerId,
  format: DownloadFormat,
});
