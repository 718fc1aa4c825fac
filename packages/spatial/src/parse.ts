import { kml as kmlToGeoJson } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import type { SubmissionFileType } from '@vtrans/contracts';
import { unzipSync } from 'fflate';
import { combine, parseDbf, parseShp } from 'shpjs';
import { coordinateColumns, csvRows, uploadLimits } from './precheck';

/** One feature as read from a file: a GeoJSON geometry in the file's own coordinates (null when it has none). */
export interface ParsedFeature {
  geometry: unknown;
  properties: Record<string, unknown>;
}

/**
 * Reads every feature of an upload that passed the pre-check. Coordinates are left as they are:
 * PostGIS reprojects them (ST_Transform) from the version's source system. Throws with a reason
 * a person can act on when the file cannot be read.
 */
export function parseUpload(bytes: Uint8Array, type: SubmissionFileType): ParsedFeature[] {
  switch (type) {
    case 'geojson':
      return parseGeoJson(new TextDecoder().decode(bytes));
    case 'csv':
      return parseCsv(new TextDecoder().decode(bytes));
    case 'kml':
      return parseKml(new TextDecoder().decode(bytes));
    case 'kmz': {
      const entries = unzipBounded(bytes, (name) => name.toLowerCase().endsWith('.kml'));
      const first = Object.values(entries)[0];
      if (!first) throw new Error('The KMZ file holds no KML document.');
      return parseKml(new TextDecoder().decode(first));
    }
    case 'shapefile':
      return parseShapefile(bytes);
  }
}

/** Unpacks the matching entries, refusing a zip whose declared sizes lied beyond the limit. */
function unzipBounded(bytes: Uint8Array, wanted: (name: string) => boolean): Record<string, Uint8Array> {
  let total = 0;
  const entries = unzipSync(bytes, {
    filter: (file) => {
      if (!wanted(file.name) || file.name.startsWith('__MACOSX/')) return false;
      total += file.originalSize;
      if (total > uploadLimits.maxUnzippedBytes) throw new Error('The zip file would unpack to more than 500 MB, so it cannot be processed.');
      return true;
    },
  });
  const unpacked = Object.values(entries).reduce((sum, entry) => sum + entry.length, 0);
  if (unpacked > uploadLimits.maxUnzippedBytes) throw new Error('The zip file unpacks to more than 500 MB, so it cannot be processed.');
  return entries;
}

function parseGeoJson(text: string): ParsedFeature[] {
  type Feature = { geometry?: unknown; properties?: Record<string, unknown> | null };
  const json = JSON.parse(text) as Feature & { type?: string; features?: Feature[] };
  const features: Feature[] = json.type === 'FeatureCollection' ? (json.features ?? []) : json.type === 'Feature' ? [json] : [{ geometry: json, properties: {} }];
  return features.map((feature) => ({ geometry: feature.geometry ?? null, properties: feature.properties ?? {} }));
}

function parseCsv(text: string): ParsedFeature[] {
  const rows = csvRows(text);
  if (!rows) throw new Error('The CSV file could not be read.');
  const header = rows[0] ?? [];
  const { latitude, longitude } = coordinateColumns(header);
  if (latitude < 0 || longitude < 0) throw new Error('The CSV file has no latitude and longitude columns.');
  return rows.slice(1).map((fields) => {
    const properties = Object.fromEntries(header.map((name, index) => [name, fields[index] ?? '']).filter((_, index) => index !== latitude && index !== longitude));
    return { geometry: { type: 'Point', coordinates: [Number(fields[longitude]), Number(fields[latitude])] }, properties };
  });
}

function parseKml(text: string): ParsedFeature[] {
  const document = new DOMParser().parseFromString(text, 'text/xml');
  const collection = kmlToGeoJson(document as unknown as Document);
  return collection.features.map((feature) => ({ geometry: feature.geometry ?? null, properties: (feature.properties ?? {}) as Record<string, unknown> }));
}

function parseShapefile(bytes: Uint8Array): ParsedFeature[] {
  const entries = unzipBounded(bytes, (name) => /\.(shp|dbf|cpg)$/i.test(name));
  const find = (extension: string) => Object.entries(entries).find(([name]) => name.toLowerCase().endsWith(extension))?.[1];
  const shp = find('.shp');
  if (!shp) throw new Error('The zip file holds no .shp file.');
  const dbf = find('.dbf');
  const cpg = find('.cpg');
  // Without the .prj, shpjs leaves coordinates as they are; PostGIS reprojects them.
  const collection = combine([parseShp(shp), dbf ? parseDbf(dbf, cpg ? new TextDecoder().decode(cpg) : undefined) : undefined]);
  return collection.features.map((feature) => ({ geometry: feature.geometry ?? null, properties: feature.properties ?? {} }));
}
