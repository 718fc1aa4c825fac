import type { BoundingBox, DateInterval } from '@vtrans/contracts/open-data';
import { spreadsheetSafe, spreadsheetSafeSql } from '@vtrans/contracts/spreadsheet-safety';
import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../db';
import type { ShapeCounts } from '../types';
import { currentDownloadSizes, currentDownloadsFailed } from './layer-download-state';

/**
 * Published layers as open data (issue 23): what the dataset pages, the DCAT catalog, the feature
 * API and the downloads say about a layer, and the reads they make of its features.
 */
export interface OpenDataset {
  id: string;
  name: string;
  description: string;
  category: string;
  geometryType: string;
  source: string;
  version: string;
  /** When its features last changed (ISO 8601, UTC). */
  updatedAt: string;
  featureCount: number;
  /** Its features by kind of shape (a layer may hold points, lines and areas together). */
  shapes: ShapeCounts;
  /** Each download's size in bytes once the worker has written this version's files; null until then. */
  downloadSizes: Record<string, number> | null;
  /** The last job to write this version's files failed for good (the office's queue page lists it). */
  downloadsFailed: boolean;
  /** [west, south, east, north] in WGS 84; null for a layer without features. */
  extent: BoundingBox | null;
}

function openDatasets(db: DbOrTrx) {
  return db
    .selectFrom('layers as l')
    .select([
      'l.id',
      'l.name',
      'l.description',
      'l.category',
      'l.geometry_type as geometryType',
      'l.source',
      'l.version',
      sql<string>`to_char(l.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('updatedAt'),
      'l.feature_count as featureCount',
      'l.shape_counts as shapes',
      currentDownloadSizes('l').as('downloadSizes'),
      currentDownloadsFailed('l').as('downloadsFailed'),
      'l.extent',
    ])
    .where('l.published', '=', true);
}

export async function listOpenDatasets(db: DbOrTrx): Promise<OpenDataset[]> {
  return openDatasets(db).orderBy('l.position').orderBy('l.id').execute();
}

export async function findOpenDataset(db: DbOrTrx, id: string): Promise<OpenDataset | null> {
  return (await openDatasets(db).where('l.id', '=', id).executeTakeFirst()) ?? null;
}

/** A property as a typed column of the downloads: its type is the one every non-null value has. */
export type FieldType = 'integer' | 'number' | 'boolean' | 'date' | 'text';

export interface LayerField {
  name: string;
  type: FieldType;
  /** The first feature's non-null value, as text (long values cut). */
  sample: string | null;
}

/** More fields than a Shapefile's dBase table can hold are left out of every download (255 is its limit). */
export const maxDownloadFields = 250;

/**
 * The properties a layer's features carry, with a type each: integer, number or boolean when every
 * non-null value is one; date when every one is a YYYY-MM-DD string; text otherwise (nested values
 * as JSON). Names that differ only in case keep the first, since GeoPackage and Shapefile columns
 * ignore case.
 */
export async function listLayerFields(db: DbOrTrx, layerId: string): Promise<LayerField[]> {
  return listPropertyFields(db, sql`select feature_key, properties from layer_features where layer_id = ${layerId}`);
}

/**
 * The fields of any set of features, typed as listLayerFields says; `features` is a query giving
 * `feature_key` (the order samples are taken in) and `properties`. A submission under review is
 * described the same way its published layer will be.
 */
export async function listPropertyFields(db: DbOrTrx, features: RawBuilder<unknown>): Promise<LayerField[]> {
  const { rows } = await sql<LayerField>`
    with entries as (
      select f.feature_key, e.key, jsonb_typeof(e.value) as kind,
             case when jsonb_typeof(e.value) = 'number' then (e.value #>> '{}')::numeric end as num,
             e.value #>> '{}' as text
      from (${features}) f, jsonb_each(f.properties) e
    ),
    fields as (
      select key,
        case
          when bool_and(kind = 'null') then 'text'
          when bool_and(kind in ('number', 'null')) then
            case when bool_and(kind = 'null' or (num = trunc(num) and abs(num) < 1e15)) then 'integer' else 'number' end
          when bool_and(kind in ('boolean', 'null')) then 'boolean'
          when bool_and(kind = 'null' or (kind = 'string' and text ~ '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$')) then 'date'
          else 'text'
        end as type,
        left((array_agg(text order by feature_key) filter (where kind <> 'null'))[1], 120) as sample
      from entries
      group by key
    )
    select distinct on (lower(key)) key as name, type, sample
    from fields
    order by lower(key), key
    limit ${maxDownloadFields}`.execute(db);
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

const castOf: Record<FieldType, string> = { integer: '::bigint', number: '::double precision', boolean: '::boolean', date: '', text: '' };

/**
 * The shapes a GeoPackage or Shapefile layer holds one of (a Shapefile's points and multipoints are
 * different shape types), with the type its layer is declared as: a declared type is what ArcGIS
 * needs to draw a GeoPackage layer. Lines and areas are declared multi, so single and multi-part
 * ones share a layer. A Shapefile cannot hold geometry collections.
 */
export const shapeKinds = {
  points: { test: `geometrytype(f.geom) = 'POINT'`, declared: 'POINT', inShapefile: true },
  multipoints: { test: `geometrytype(f.geom) = 'MULTIPOINT'`, declared: 'MULTIPOINT', inShapefile: true },
  lines: { test: `geometrytype(f.geom) in ('LINESTRING', 'MULTILINESTRING')`, declared: 'MULTILINESTRING', inShapefile: true },
  polygons: { test: `geometrytype(f.geom) in ('POLYGON', 'MULTIPOLYGON')`, declared: 'MULTIPOLYGON', inShapefile: true },
  collections: { test: `geometrytype(f.geom) = 'GEOMETRYCOLLECTION'`, declared: 'GEOMETRYCOLLECTION', inShapefile: false },
} as const;
export type ShapeKind = keyof typeof shapeKinds;

/**
 * The SELECT GDAL runs against PostGIS to write a layer's files: one typed column per field, the
 * feature's key as `feature_id`, the geometry last. It is SQL text (GDAL takes it as `-sql`), so
 * every name and value in it is quoted here; property names come from submitted files.
 */
export function layerExportSql(layerId: string, fields: LayerField[], kind?: ShapeKind, options: { spreadsheet?: boolean } = {}): string {
  // A CSV is opened in spreadsheets: its text cells and column names are kept from running as formulas.
  const text = (expression: string) => (options.spreadsheet ? spreadsheetSafeSql(expression) : expression);
  const columns = fields
    .filter((field) => field.name.toLowerCase() !== 'feature_id' && field.name.toLowerCase() !== 'geom')
    .map((field) => {
      const value = `(f.properties ->> ${quoteLiteral(field.name)})`;
      const name = quoteIdentifier(options.spreadsheet ? spreadsheetSafe(field.name) : field.name);
      return `${field.type === 'text' ? text(value) : `${value}${castOf[field.type]}`} as ${name}`;
    });
  const where = [`f.layer_id = ${quoteLiteral(layerId)}`, ...(kind ? [shapeKinds[kind].test] : [])].join(' and ');
  return `select ${[`${text('f.feature_key')} as feature_id`, ...columns, 'f.geom'].join(', ')} from layer_features f where ${where} order by f.feature_key`;
}

/** Which of the shape kinds a layer's features have. */
export async function listLayerShapeKinds(db: DbOrTrx, layerId: string): Promise<ShapeKind[]> {
  const present: ShapeKind[] = [];
  for (const [kind, { test }] of Object.entries(shapeKinds) as [ShapeKind, (typeof shapeKinds)[ShapeKind]][]) {
    const { rows } = await sql<{ found: boolean }>`
      select exists (select 1 from layer_features f where f.layer_id = ${layerId} and ${sql.raw(test)}) as found`.execute(db);
    if (rows[0]!.found) present.push(kind);
  }
  return present;
}

export interface ItemsFilter {
  bbox?: BoundingBox;
  datetime?: DateInterval;
  limit: number;
  offset: number;
}

/** A page of features as GeoJSON text (built by Postgres, never parsed here) and how many match in all. */
export interface ItemsPage {
  featuresJson: string;
  returned: number;
  matched: number;
}

function dateBetween(value: RawBuilder<unknown>, interval: DateInterval | undefined) {
  if (!interval) return sql<boolean>`true`;
  return sql<boolean>`(${interval.from}::text is null or ${value} >= ${interval.from}::text)
    and (${interval.to}::text is null or ${value} <= ${interval.to}::text)`;
}

function within(column: RawBuilder<unknown>, bbox: BoundingBox | undefined) {
  if (!bbox) return sql<boolean>`true`;
  return sql<boolean>`st_intersects(${column}, st_makeenvelope(${bbox[0]}, ${bbox[1]}, ${bbox[2]}, ${bbox[3]}, 4326))`;
}

/**
 * One page of a layer's features for the feature API, in the order of their keys (which the
 * layer's unique index serves). `dateField` is the layer's date property the datetime filter
 * applies to; dates are YYYY-MM-DD text, so comparing text compares days.
 */
export async function listLayerItems(db: DbOrTrx, layerId: string, filter: ItemsFilter, dateField: string | null): Promise<ItemsPage> {
  const narrowed = Boolean(filter.bbox || (dateField && filter.datetime));
  const where = sql`f.layer_id = ${layerId} and ${within(sql`f.geom`, filter.bbox)}
    and ${dateField ? dateBetween(sql`f.properties ->> ${dateField}`, filter.datetime) : sql`true`}`;
  // The page's keys first, from the (layer_id, feature_key) index alone: skipping `offset` rows
  // then reads no feature. Unnarrowed, the match count is the layer's own (kept by its trigger).
  const { rows } = await sql<ItemsPage>`
    with keys as (
      select f.feature_key from layer_features f
      where ${where}
      order by f.feature_key
      limit ${filter.limit} offset ${filter.offset}
    )
    select coalesce(json_agg(json_build_object(
             'type', 'Feature', 'id', f.feature_key, 'geometry', st_asgeojson(f.geom, 7)::json, 'properties', f.properties
           ) order by f.feature_key)::text, '[]') as "featuresJson",
           count(f.feature_key)::int as returned,
           ${narrowed ? sql`(select count(*)::int from layer_features f where ${where})` : sql`(select feature_count from layers where id = ${layerId})`} as matched
    from keys join layer_features f on f.layer_id = ${layerId} and f.feature_key = keys.feature_key`.execute(db);
  return rows[0]!;
}

/** One feature of a layer as GeoJSON text, or null. */
export async function findLayerItem(db: DbOrTrx, layerId: string, featureKey: string): Promise<string | null> {
  const { rows } = await sql<{ feature: string }>`
    select json_build_object('type', 'Feature', 'id', f.feature_key, 'geometry', st_asgeojson(f.geom, 7)::json, 'properties', f.properties)::text as feature
    from layer_features f where f.layer_id = ${layerId} and f.feature_key = ${featureKey}`.execute(db);
  return rows[0]?.feature ?? null;
}

/** The layer's fields of type date: the feature API's datetime filter applies to the first. */
export function dateFieldOf(fields: LayerField[]): string | null {
  return fields.find((field) => field.type === 'date')?.name ?? null;
}
