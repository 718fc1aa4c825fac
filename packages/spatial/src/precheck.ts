import type { SubmissionFileType } from '@vtrans/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { coordinateSystemOfPrj } from './crs';

/** Upload limits (issue 6): the file, and what a zip may unpack to (zip bombs). */
export const uploadLimits = { maxBytes: 50 * 1024 * 1024, maxZipEntries: 50, maxUnzippedBytes: 500 * 1024 * 1024 } as const;

export interface DetectedCrs {
  srid: number;
  label: string;
}

export type Precheck =
  | { ok: true; type: SubmissionFileType; features: number | null; crs: DetectedCrs | null; crsNote?: string }
  | { ok: false; message: string };

const wgs84: DetectedCrs = { srid: 4326, label: 'WGS 84 (longitude/latitude)' };
const unsupported = 'This type of file is not supported. Upload GeoJSON, a zipped Shapefile (.shp, .shx, .dbf and .prj), KML or KMZ, or a CSV with latitude and longitude columns.';
const fail = (message: string): Precheck => ({ ok: false, message });

/**
 * Checks an upload before it is accepted, by its content (never its extension), and says what is
 * wrong in words a person can act on. It reads only what it must: a zip's directory (declared
 * sizes) and its small parts; the worker parses the whole file later.
 */
export function precheckUpload(bytes: Uint8Array): Precheck {
  if (bytes.length === 0) return fail('The file is empty.');
  if (bytes.length > uploadLimits.maxBytes) return fail('The file is larger than 50 MB. Split the layer, or remove fields that are not needed.');
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return precheckZip(bytes);
  if (bytes.subarray(0, 1024).includes(0)) return fail(unsupported);
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return precheckGeoJson(text);
  if (start.startsWith('<')) return precheckKml(text, 'kml');
  return precheckCsv(text);
}

interface ZipEntry {
  name: string;
  size: number;
}

function precheckZip(bytes: Uint8Array): Precheck {
  const entries: ZipEntry[] = [];
  try {
    // Lists the entries from the zip's directory without unpacking any of them.
    unzipSync(bytes, {
      filter: (file) => {
        entries.push({ name: file.name, size: file.originalSize });
        return false;
      },
    });
  } catch {
    return fail('The zip file is damaged and cannot be opened.');
  }
  const files = entries.filter((entry) => !entry.name.endsWith('/') && !entry.name.startsWith('__MACOSX/'));
  if (files.length > uploadLimits.maxZipEntries) return fail(`The zip file holds ${files.length} files; upload only the layer’s own files (at most ${uploadLimits.maxZipEntries}).`);
  const unzipped = files.reduce((total, entry) => total + entry.size, 0);
  if (unzipped > uploadLimits.maxUnzippedBytes) return fail('The zip file would unpack to more than 500 MB, so it cannot be processed.');

  const withExtension = (extension: string) => files.filter((entry) => entry.name.toLowerCase().endsWith(extension));
  const kml = withExtension('.kml');
  const shp = withExtension('.shp');
  if (kml.length && !shp.length) {
    const text = new TextDecoder().decode(readEntries(bytes, [kml[0]!.name])[kml[0]!.name]);
    return precheckKml(text, 'kmz');
  }
  if (shp.length === 0) return fail('The zip file holds no Shapefile (.shp) or KML. ' + unsupported);
  if (shp.length > 1) return fail('The zip file holds more than one Shapefile; upload one layer at a time.');
  const base = shp[0]!.name.slice(0, -4).toLowerCase();
  const part = (extension: string) => files.find((entry) => entry.name.toLowerCase() === base + extension);
  if (!part('.dbf')) return fail('The Shapefile’s .dbf file (its attributes) is missing from the zip. Add it and upload again.');
  if (!part('.shx')) return fail('The Shapefile’s .shx file (its index) is missing from the zip. Add it and upload again.');
  const prj = part('.prj');
  const contents = readEntries(bytes, [shp[0]!.name, ...(prj ? [prj.name] : [])]);
  const shapes = shapefileRecordCheck(contents[shp[0]!.name]!);
  if (!shapes.ok) return shapes;
  if (!prj) {
    return { ok: true, type: 'shapefile', features: null, crs: null, crsNote: 'The Shapefile has no .prj file, so its coordinate system is unknown. Choose it below.' };
  }
  const crs = coordinateSystemOfPrj(new TextDecoder().decode(contents[prj.name]));
  return crs
    ? { ok: true, type: 'shapefile', features: null, crs }
    : { ok: true, type: 'shapefile', features: null, crs: null, crsNote: 'The coordinate system in the .prj file was not recognised. Choose it below.' };
}

function readEntries(bytes: Uint8Array, names: string[]): Record<string, Uint8Array> {
  return unzipSync(bytes, { filter: (file) => names.includes(file.name) });
}

/** A .shp starts with file code 9994 and states its own length (in 16-bit words): a cut file is caught here. */
function shapefileRecordCheck(shp: Uint8Array): { ok: true } | { ok: false; message: string } {
  const view = new DataView(shp.buffer, shp.byteOffset, shp.byteLength);
  if (shp.length < 100 || view.getInt32(0, false) !== 9994) return { ok: false, message: 'The .shp file is not a Shapefile, or is damaged.' };
  if (view.getInt32(24, false) * 2 !== shp.length) return { ok: false, message: 'The .shp file is truncated or damaged: it is shorter or longer than its header says.' };
  if (shp.length === 100) return { ok: false, message: 'The Shapefile has no features.' };
  return { ok: true };
}

const geometryTypes = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);

function hasReadableGeometry(geometry: unknown): boolean {
  if (!geometry || typeof geometry !== 'object') return false;
  const { type, coordinates, geometries } = geometry as { type?: unknown; coordinates?: unknown; geometries?: unknown };
  if (type === 'GeometryCollection') return Array.isArray(geometries) && geometries.every(hasReadableGeometry);
  return typeof type === 'string' && geometryTypes.has(type) && Array.isArray(coordinates);
}

function precheckGeoJson(text: string): Precheck {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail(`The file looks like GeoJSON but is not valid JSON (${(error as Error).message}).`);
  }
  const object = json as { type?: unknown; features?: unknown; geometry?: unknown; crs?: { properties?: { name?: unknown } } };
  let features: unknown[];
  if (object?.type === 'FeatureCollection' && Array.isArray(object.features)) features = object.features;
  else if (object?.type === 'Feature') features = [object];
  else if (typeof object?.type === 'string' && geometryTypes.has(object.type)) features = [{ type: 'Feature', geometry: object }];
  else return fail('The file is JSON but not GeoJSON: it has no FeatureCollection, Feature or geometry.');
  if (features.length === 0) return fail('The GeoJSON file has no features.');
  const broken = features.findIndex((feature) => !hasReadableGeometry((feature as { geometry?: unknown })?.geometry));
  if (broken >= 0) return fail(`Feature ${broken + 1} of the GeoJSON file has no readable geometry.`);
  // RFC 7946 GeoJSON is WGS 84; files from older tools may still name another system.
  const named = object.crs?.properties?.name;
  if (typeof named === 'string') {
    const srid = Number(/EPSG:{1,2}(\d+)$/i.exec(named)?.[1]);
    if (srid === 4326 || /CRS84$/i.test(named)) return { ok: true, type: 'geojson', features: features.length, crs: wgs84 };
    return { ok: true, type: 'geojson', features: features.length, crs: null, crsNote: `The file names its coordinate system as “${named}”. Confirm it below.` };
  }
  return { ok: true, type: 'geojson', features: features.length, crs: wgs84 };
}

function precheckKml(text: string, type: 'kml' | 'kmz'): Precheck {
  if (!/<kml[\s>]/i.test(text)) return fail(unsupported);
  const placemarks = text.match(/<Placemark[\s>]/g)?.length ?? 0;
  if (placemarks === 0) return fail('The KML file has no placemarks.');
  // KML is always WGS 84 longitude/latitude.
  return { ok: true, type, features: placemarks, crs: wgs84 };
}

const latitudeNames = ['latitude', 'lat', 'y'];
const longitudeNames = ['longitude', 'lon', 'lng', 'long', 'x'];

/**
 * The rows of a CSV file (csv-parse: quoted fields, commas and line breaks inside quotes, a BOM),
 * or null when it is not CSV at all.
 */
export function csvRows(text: string): string[][] | null {
  try {
    return parseCsv(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch {
    return null;
  }
}

/** The columns holding latitude and longitude, by name. */
export function coordinateColumns(header: string[]): { latitude: number; longitude: number } {
  const names = header.map((name) => name.toLowerCase());
  return { latitude: names.findIndex((name) => latitudeNames.includes(name)), longitude: names.findIndex((name) => longitudeNames.includes(name)) };
}

function precheckCsv(text: string): Precheck {
  const rows = csvRows(text);
  const header = rows?.[0] ?? [];
  if (header.length < 2) return fail(unsupported);
  const { latitude, longitude } = coordinateColumns(header);
  if (latitude < 0 || longitude < 0) return fail('The CSV file has no latitude and longitude columns. Name them “latitude” and “longitude” (or lat and lon).');
  if (rows!.length < 2) return fail('The CSV file has a header but no rows.');
  for (let row = 1; row < rows!.length; row++) {
    const fields = rows![row]!;
    const lat = Number(fields[latitude]);
    const lon = Number(fields[longitude]);
    if (fields[latitude] === '' || fields[longitude] === '' || !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      return fail(`Row ${row + 1} of the CSV file has no usable latitude and longitude (“${fields[latitude] ?? ''}”, “${fields[longitude] ?? ''}”).`);
    }
  }
  return { ok: true, type: 'csv', features: rows!.length - 1, crs: wgs84 };
}
