import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIRGINIA_TIME_ZONE } from '@vtrans/contracts/dates';
import type { DownloadFormat } from '@vtrans/contracts/open-data';
import { zipSync, type Zippable } from 'fflate';
import { gdalLines, postgresDataSource } from './gdal';

/**
 * How each download format is written by ogr2ogr from PostGIS (issue 23), and how it is served.
 * The data is our own, read from the database, so GDAL opens nothing uploaded here; it still runs
 * under the same limits as intake, so a huge layer cannot take the web process down.
 */
export interface DownloadFormatSpec {
  /** What a person sees in a list of formats. */
  label: string;
  /** The file name's ending. */
  extension: string;
  contentType: string;
  /** GDAL's output driver. */
  driver: string;
  /** Layer creation options. */
  layerOptions: string[];
}

export const downloadFormatSpecs: Record<DownloadFormat, DownloadFormatSpec> = {
  geojson: {
    label: 'GeoJSON',
    extension: 'geojson',
    contentType: 'application/geo+json',
    driver: 'GeoJSON',
    // RFC 7946: WGS 84 longitude/latitude, which is what the layers hold; 7 decimals is about 1 cm.
    layerOptions: ['RFC7946=YES', 'COORDINATE_PRECISION=7', 'WRITE_NAME=NO'],
  },
  gpkg: { label: 'GeoPackage', extension: 'gpkg', contentType: 'application/geopackage+sqlite3', driver: 'GPKG', layerOptions: [] },
  shapefile: {
    label: 'Shapefile (zipped)',
    extension: 'shp.zip',
    contentType: 'application/zip',
    driver: 'ESRI Shapefile',
    // ENCODING writes the .cpg beside the .dbf, so ArcGIS and QGIS read accented names right.
    layerOptions: ['ENCODING=UTF-8'],
  },
  csv: { label: 'CSV (geometry as WKT)', extension: 'csv', contentType: 'text/csv; charset=utf-8', driver: 'CSV', layerOptions: ['GEOMETRY=AS_WKT'] },
  kml: { label: 'KML', extension: 'kml', contentType: 'application/vnd.google-earth.kml+xml', driver: 'KML', layerOptions: [] },
};

/**
 * Which way of writing the files the stored ones were made by: a change in how a format is written
 * (the CSV's cells made spreadsheet-safe, issue 38; the Shapefile's entries dated, issue 59) gives
 * every layer's files a new folder, so files written before are replaced rather than served on.
 */
const WRITER_REVISION = 3;

/** Where a layer version's files are kept in file storage: one folder per version and way of writing. */
export const layerDownloadFolder = (layerId: string, version: string) => `downloads/${layerId}/${version}.w${WRITER_REVISION}/`;

/**
 * A download's file name (without extension) from the dataset's name: lower case, accents
 * dropped, words joined by hyphens ("Urban Development Areas" → urban-development-areas). The
 * layer's id when the name leaves nothing (all punctuation).
 */
export function datasetFileBaseName(name: string, layerId: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return words || layerId;
}

/** A published layer's file in one format: its key in storage and the name a reader's downloads folder shows. */
export function layerDownloadFile(layer: { id: string; name: string; version: string }, format: DownloadFormat) {
  const fileName = `${datasetFileBaseName(layer.name, layer.id)}.${downloadFormatSpecs[format].extension}`;
  return { key: `${layerDownloadFolder(layer.id, layer.version)}${fileName}`, fileName };
}

/** Longest a layer's file may take to write: a 100,000-feature layer takes a few seconds. */
const exportSeconds = 120;

export interface VectorFileLayer {
  /** The layer's name inside the file (a Shapefile's file names). */
  name: string;
  /** The SELECT that reads it from PostGIS. */
  sql: string;
  /** The geometry type the layer is declared as (GDAL's -nlt); left to the driver when not given. */
  geometryType?: string;
}

/**
 * Writes `layers` from PostGIS (`connection`: a postgres:// URL) into one file at `target` in
 * `format`. Formats that hold several layers (GeoPackage, the zipped Shapefile) get each in turn.
 * `modified` dates the zipped Shapefile's entries (GDAL's own zip writer leaves them 1980-00-00).
 */
export async function writeVectorFile(
  connection: string,
  format: DownloadFormat,
  layers: VectorFileLayer[],
  target: string,
  modified = new Date(),
): Promise<void> {
  if (format !== 'shapefile') return writeLayers(connection, format, layers, target);
  const folder = await mkdtemp(path.join(tmpdir(), 'vtrans-shapefile-'));
  try {
    await writeLayers(connection, format, layers, folder);
    const entries: Zippable = {};
    for (const name of (await readdir(folder)).sort()) entries[name] = [await readFile(path.join(folder, name)), zipEntryDate(modified)];
    await writeFile(target, zipSync(entries, { level: 6 }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function writeLayers(connection: string, format: DownloadFormat, layers: VectorFileLayer[], target: string): Promise<void> {
  const spec = downloadFormatSpecs[format];
  const source = postgresDataSource(connection);
  for (const [index, layer] of layers.entries()) {
    const args = [
      '-f',
      spec.driver,
      ...(index > 0 ? ['-update'] : []),
      '-nln',
      layer.name,
      ...(layer.geometryType ? ['-nlt', layer.geometryType] : []),
      ...spec.layerOptions.flatMap((option) => ['-lco', option]),
      target,
      source,
      '-sql',
      layer.sql,
    ];
    // Nothing is read from standard output; draining it runs the tool to the end (or its limits).
    for await (const line of gdalLines({ tool: 'ogr2ogr', args, driver: 'PostgreSQL', writes: spec.driver, timeoutSeconds: exportSeconds })) void line;
  }
}

/**
 * A zip entry's date and time carry no zone: readers show them as written. fflate writes a Date's
 * local fields, so the entry gets a Date whose local fields are Virginia's wall clock at `at`,
 * whatever zone this process runs in, and a Virginian unzipping the file sees when it changed.
 */
function zipEntryDate(at: Date): { mtime: Date } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: VIRGINIA_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { mtime: new Date(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) };
}
