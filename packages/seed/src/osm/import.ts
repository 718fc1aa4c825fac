import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  activateBasemapImport,
  basemapStagingSchema,
  beginBasemapImport,
  buildBasemapFromOsm,
  buildBasemapPlaceNames,
  countBasemapFeatures,
  countBasemapStaging,
  type Db,
  deleteUnservedBasemapImports,
  dropBasemapStaging,
  sql,
} from '@vtrans/db';
import { gdalOutput, GdalError, megabytes } from '@vtrans/spatial';

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

export const basemapImportLimits: BasemapImportLimits = {
  maxBytes: Number(process.env.BASEMAP_IMPORT_MAX_BYTES ?? 2 * 1024 * 1024 * 1024),
  /** GDAL's reading of the whole file into the staging tables. */
  readSeconds: Number(process.env.BASEMAP_IMPORT_SECONDS ?? 3 * 60 * 60),
  /** Points, lines and areas GDAL wrote: a hard stop before the transform. */
  maxStagingRows: 40_000_000,
};

export class BasemapImportError extends Error {}

/** The file is an OSM PBF (a BlobHeader naming "OSMHeader") or OSM XML (<osm …>), by its bytes. */
async function sniffOsm(file: string): Promise<'pbf' | 'xml'> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.subarray(4, 64).includes('OSMHeader')) return 'pbf';
    if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<osm[\s>]/.test(head.toString('utf8'))) return 'xml';
  } finally {
    await handle.close();
  }
  throw new BasemapImportError(`${basename(file)} is not an OpenStreetMap file: expected .osm.pbf (PBF) or .osm (XML).`);
}

/** libpq reads the connection from these, so no password is on GDAL's command line. */
function libpqEnvironment(databaseUrl: string): { env: Record<string, string>; database: string } {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = { PGHOST: url.hostname, PGPORT: url.port || '5432', PGUSER: decodeURIComponent(url.username || 'postgres') };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  return { env, database: decodeURIComponent(url.pathname.slice(1)) };
}

const osmConfig = fileURLToPath(new URL('./osmconf.ini', import.meta.url));

export interface BasemapImportResult {
  importId: number;
  counts: Record<string, number>;
  seconds: { read: number; build: number };
}

/**
 * Loads an OpenStreetMap extract as the basemap (`npm run import:basemap -- FILE`): GDAL's OSM
 * driver writes its points, lines and areas into a staging schema of this import, SQL turns them
 * into drawn features and searchable names, and the import replaces the one being served in one
 * transaction. All or nothing: a failure leaves the map as it was.
 */
export async function importOsmBasemap(db: Db, file: string, databaseUrl: string, limits: BasemapImportLimits = basemapImportLimits): Promise<BasemapImportResult> {
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
    const { env, database } = libpqEnvironment(databaseUrl);
    await gdalOutput({
      tool: 'ogr2ogr',
      driver: 'OSM',
      writes: 'PostgreSQL',
      env,
      strict: true,
      timeoutSeconds: limits.readSeconds,
      args: [
        '--config', 'OSM_CONFIG_FILE', osmConfig,
        '--config', 'PG_USE_COPY', 'YES',
        '-f', 'PostgreSQL', `PG:dbname='${database.replace(/'/g, "\\'")}'`,
        file, 'points', 'lines', 'multipolygons',
        '-lco', `SCHEMA=${schema}`, '-lco', 'GEOMETRY_NAME=geom', '-lco', 'SPATIAL_INDEX=NONE', '-lco', 'FID=fid',
        '-gt', '65536',
      ],
    });
    const read = (performance.now() - started) / 1000;
    const rows = await countBasemapStaging(db, importId);
    if (rows > limits.maxStagingRows) {
      throw new BasemapImportError(`The ${format === 'pbf' ? 'PBF' : 'XML'} file holds ${rows.toLocaleString('en-US')} drawable objects; at most ${limits.maxStagingRows.toLocaleString('en-US')} can be imported.`);
    }
    await buildBasemapFromOsm(db, importId);
    await buildBasemapPlaceNames(db, importId);
    // An extract with nothing to draw would blank the map where it claims to be; refuse it.
    if ((await countBasemapFeatures(db, importId)) === 0) {
      throw new BasemapImportError(`${basename(file)} holds no roads, railways, water, parks, buildings or places to draw.`);
    }
    const counts = await activateBasemapImport(db, importId);
    return { importId, counts, seconds: { read, build: (performance.now() - started) / 1000 - read } };
  } catch (error) {
    if (error instanceof GdalError) throw new BasemapImportError(`${basename(file)}: ${error.message}`);
    throw error;
  } finally {
    await dropBasemapStaging(db, importId);
    // The replaced import, or this one when it failed: the map serves what is active.
    await deleteUnservedBasemapImports(db);
  }
}
