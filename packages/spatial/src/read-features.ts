import type { Dataset } from './describe';
import { gdalLines, GdalError } from './gdal';
import { intakeLimits } from './limits';

/** One feature as GDAL wrote it: a GeoJSON geometry in WGS 84 longitude/latitude (with its heights, if any), or null. */
export interface ParsedFeature {
  geometry: unknown;
  properties: Record<string, unknown>;
  /** Bytes of its text, for batching by size. */
  size: number;
}

/** How to place a layer's coordinates: the file's own system, or a system the submitter chose (or we assumed) by EPSG code. */
export type SourceCrs = { fromFile: true } | { fromFile: false; srid: number };

export interface FeatureRead {
  dataset: Dataset;
  layerNames: string[];
  crs: SourceCrs;
  /** Stop after this many features (the preview). */
  limit?: number;
  timeoutSeconds: number;
  usage?: { peakRssBytes: number };
}

export interface ReadTally {
  /** Features whose text was not UTF-8 and was read as Latin-1 (Windows-1252). */
  latin1: number;
}

/** Attributes libkml adds to every placemark; left out while they hold KML's defaults. */
const libkmlDefaults: Record<string, unknown[]> = {
  tessellate: [-1, 0, null],
  extrude: [0, null],
  visibility: [-1, 1, null],
  drawOrder: [null],
  icon: [null],
  altitudeMode: [null],
  begin: [null],
  end: [null],
  timestamp: [null],
  snippet: [null, ''],
  description: [null, ''],
};

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('windows-1252');

/**
 * Every feature of the described layer(s), reprojected by GDAL to WGS 84, in file order:
 * `ogr2ogr -f GeoJSONSeq /vsistdout/` in a bounded child process, one feature per line, read with
 * back-pressure (GDAL waits while the caller loads a batch). A feature GDAL cannot reproject is
 * skipped (`-skipfailures`); the caller counts what arrived. More features than the limit stop
 * the process with a GdalError: counts can lie.
 */
export async function* readFeatures(read: FeatureRead, tally: ReadTally = { latin1: 0 }): AsyncGenerator<ParsedFeature> {
  const { dataset } = read;
  const args = [
    '-f',
    'GeoJSONSeq',
    '/vsistdout/',
    ...dataset.openOptions,
    dataset.path,
    ...read.layerNames,
    '-t_srs',
    'EPSG:4326',
    ...(read.crs.fromFile ? [] : ['-s_srs', `EPSG:${read.crs.srid}`]),
    '-skipfailures',
    '-nomd',
    '-lco',
    'COORDINATE_PRECISION=7',
    ...(read.limit ? ['-limit', String(read.limit)] : []),
  ];
  const kml = dataset.driver === 'LIBKML';
  let count = 0;
  for await (const line of gdalLines({ tool: 'ogr2ogr', args, driver: dataset.driver, timeoutSeconds: read.timeoutSeconds, usage: read.usage })) {
    if (++count > intakeLimits.maxFeatures) {
      throw new GdalError('too-large', `The file holds more features than the ${intakeLimits.maxFeatures.toLocaleString('en-US')} we accept.`);
    }
    let text: string;
    try {
      text = utf8.decode(line);
    } catch {
      // A Shapefile without .cpg from an older tool is Latin-1; GDAL passes its bytes through.
      text = latin1.decode(line);
      tally.latin1++;
    }
    const feature = JSON.parse(text) as { geometry?: unknown; properties?: Record<string, unknown> | null };
    const properties = feature.properties ?? {};
    if (kml) {
      for (const [name, defaults] of Object.entries(libkmlDefaults)) if (name in properties && defaults.includes(properties[name])) delete properties[name];
    }
    yield { geometry: feature.geometry ?? null, properties, size: line.length };
  }
}
