import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  activateBasemapImport,
  basemapClasses,
  type BasemapClass,
  type BasemapClassCounts,
  basemapStagingSchema,
  beginBasemapImport,
  buildBasemapFromOsm,
  buildBasemapPlaceNames,
  countBasemapImport,
  countBasemapStaging,
  countBasemapStagingClasses,
  type Db,
  deleteUnservedBasemapImports,
  dropBasemapStaging,
  sql,
} from '@vtrans/db';
import { gdalOutput, GdalError, megabytes, postgresDataSource, sniffOpenStreetMap } from '@vtrans/spatial';

/**
 * What an OpenStreetMap extract may be and cost. Virginia's daily extract is about 400 MB and
 * 60 million objects; these leave room for Virginia with DC and Maryland, and stop a planet file
 * or a file that only claims to be OSM before it takes the machine's disk and an afternoon.
 */
export interface BasemapImportLimits {
  maxBytes: number;
  readSeconds: number;
  maxStagingRows: number;
}

/** The defaults; the command takes BASEMAP_IMPORT_MAX_BYTES and BASEMAP_IMPORT_SECONDS over them. */
export const basemapImportLimits: BasemapImportLimits = {
  maxBytes: 2 * 1024 * 1024 * 1024,
  /** GDAL's reading of the whole file into the staging tables. */
  readSeconds: 3 * 60 * 60,
  /** Points, lines and areas GDAL wrote: a hard stop before the transform. */
  maxStagingRows: 40_000_000,
};

export class BasemapImportError extends Error {}

/** The file's first bytes say whether it is an OSM PBF or OSM XML, never its name. */
async function sniffOsm(file: string): Promise<'pbf' | 'xml'> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    const format = sniffOpenStreetMap(buffer.subarray(0, bytesRead));
    if (format) return format;
  } finally {
    await handle.close();
  }
  throw new BasemapImportError(`${basename(file)} is not an OpenStreetMap file: expected .osm.pbf (PBF) or .osm (XML).`);
}

/** GDAL's OSM configuration the import reads with (see its comments: the polygon rules are GDAL's own). */
export const basemapOsmConfig = fileURLToPath(new URL('./osmconf.ini', import.meta.url));

/** Of each class: what GDAL read from the file, and what the import kept of it. */
export type BasemapImportReport = Record<BasemapClass, { read: number; kept: number }>;

export interface BasemapImportResult {
  importId: number;
  counts: Record<string, number>;
  report: BasemapImportReport;
  seconds: { read: number; build: number };
}

const classNames: Record<BasemapClass, string> = {
  roads: 'roads',
  railways: 'railways',
  waterways: 'waterways',
  water: 'water areas',
  parks: 'parks and woods',
  buildings: 'buildings',
  places: 'places',
  addresses: 'addresses',
};

/** The report as printed, one line a class: "buildings: read 3,723, kept 3,723". */
export function formatBasemapReport(report: BasemapImportReport): string[] {
  const number = (value: number) => value.toLocaleString('en-US');
  return basemapClasses.map((name) => `${classNames[name]}: read ${number(report[name].read)}, kept ${number(report[name].kept)}`);
}

/**
 * The classes the file holds of which the import kept nothing. Some loss is expected (a way
 * whose nodes lie outside the extract, an area st_makevalid leaves empty), but all of a class is
 * a rule that no longer matches the data — a map with no buildings that says nothing.
 */
export function emptiedClasses(report: BasemapImportReport): BasemapClass[] {
  return basemapClasses.filter((name) => report[name].read > 0 && report[name].kept === 0);
}

function reportOf(read: BasemapClassCounts, kept: BasemapClassCounts): BasemapImportReport {
  return Object.fromEntries(basemapClasses.map((name) => [name, { read: read[name], kept: kept[name] }])) as BasemapImportReport;
}

/** What an import may be given besides the file: the OSM configuration, for tests of a broken one. */
export interface BasemapImportOptions {
  osmConfig?: string;
}

/**
 * Loads an OpenStreetMap extract as the basemap (`npm run import:basemap -- FILE`): GDAL's OSM
 * driver writes its points, lines and areas into a staging schema of this import, SQL turns them
 * into drawn features and searchable names, and the import replaces the one being served in one
 * transaction. All or nothing: a failure leaves the map as it was.
 */
export async function importOsmBasemap(
  db: Db,
  file: string,
  databaseUrl: string,
  limits: BasemapImportLimits = basemapImportLimits,
  options: BasemapImportOptions = {},
): Promise<BasemapImportResult> {
  const { size } = await stat(file);
  if (size > limits.maxBytes) {
    throw new BasemapImportError(`${basename(file)} is ${megabytes(size)}; at most ${megabytes(limits.maxBytes)} can be imported (BASEMAP_IMPORT_MAX_BYTES).`);
  }
  const format = await sniffOsm(file);
  const importId = await beginBasemapImport(db, 'osm', basename(file), size);
  const schema = basemapStagingSchema(importId);
  const started = performance.now();
  try {
    await sql`create schema ${sql.id(schema)}`.execute(db);
    await gdalOutput({
      tool: 'ogr2ogr',
      driver: 'OSM',
      writes: 'PostgreSQL',
      strict: true,
      timeoutSeconds: limits.readSeconds,
      args: [
        '--config',
        'OSM_CONFIG_FILE',
        options.osmConfig ?? basemapOsmConfig,
        '--config',
        'PG_USE_COPY',
        'YES',
        '-f',
        'PostgreSQL',
        postgresDataSource(databaseUrl),
        file,
        'points',
        'lines',
        'multipolygons',
        '-lco',
        `SCHEMA=${schema}`,
        '-lco',
        'GEOMETRY_NAME=geom',
        '-lco',
        'SPATIAL_INDEX=NONE',
        '-lco',
        'FID=fid',
        '-gt',
        '65536',
      ],
    });
    const read = (performance.now() - started) / 1000;
    const rows = await countBasemapStaging(db, importId);
    if (rows > limits.maxStagingRows) {
      throw new BasemapImportError(
        `The ${format === 'pbf' ? 'PBF' : 'XML'} file holds ${rows.toLocaleString('en-US')} drawable objects; at most ${limits.maxStagingRows.toLocaleString('en-US')} can be imported.`,
      );
    }
    const report = reportOf(await countBasemapStagingClasses(db, importId), await buildBasemapFromOsm(db, importId));
    const emptied = emptiedClasses(report);
    if (emptied.length > 0) {
      throw new BasemapImportError(
        `${basename(file)} holds ${emptied.map((name) => classNames[name]).join(', ')}, but the import kept none: ` +
          `the OSM configuration or the build drops them (GDAL's polygon rules, packages/seed/src/osm/osmconf.ini).\n` +
          formatBasemapReport(report).join('\n'),
      );
    }
    await buildBasemapPlaceNames(db, importId);
    const counts = await countBasemapImport(db, importId);
    // An extract with nothing to draw would blank the map where it claims to be; refuse it.
    if (Object.keys(counts).every((layer) => layer === 'names')) {
      throw new BasemapImportError(`${basename(file)} holds no roads, railways, water, parks, buildings or places to draw.`);
    }
    await activateBasemapImport(db, importId, counts);
    return { importId, counts, report, seconds: { read, build: (performance.now() - started) / 1000 - read } };
  } catch (error) {
    if (error instanceof GdalError) throw new BasemapImportError(`${basename(file)}: ${error.message}`);
    throw error;
  } finally {
    await dropBasemapStaging(db, importId);
    // The replaced import, or this one when it failed: the map serves what is active.
    await deleteUnservedBasemapImports(db);
  }
}
