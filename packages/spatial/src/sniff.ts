import type { SubmissionFileType } from '@vtrans/contracts/submissions';
import { unzipSync } from 'fflate';
import { intakeLimits, megabytes } from './limits';

export interface ZipEntry {
  name: string;
  size: number;
}

export type Sniffed = { ok: true; type: SubmissionFileType; entries: ZipEntry[] } | { ok: false; message: string };

export const unsupportedMessage =
  'This type of file is not supported. Upload GeoJSON, a zipped Shapefile, a GeoPackage, a zipped File Geodatabase, KML or KMZ, GPX, or a CSV with longitude and latitude or WKT columns.';

const fail = (message: string): Sniffed => ({ ok: false, message });
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
const sqliteHeader = [...'SQLite format 3'].map((character) => character.charCodeAt(0)).concat(0);

/**
 * What kind of file an upload is, from its first bytes and, for a zip, its directory — never its
 * name, and without reading any feature: GDAL does that, in a child process. A zip's directory
 * is read from its end, entry by entry, stopping at the entry limit; the sizes it declares are
 * checked before anything is unpacked (GDAL's /vsizip/ then reads no more than they say).
 */
export function sniffUpload(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) return fail('The file is empty.');
  if (bytes.length > intakeLimits.maxBytes)
    return fail(`The file is larger than ${megabytes(intakeLimits.maxBytes)}. Split the layer, or remove fields that are not needed.`);
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(bytes);
  if (startsWith(bytes, sqliteHeader)) return { ok: true, type: 'gpkg', entries: [] };
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return fail(unsupportedMessage);
  const text = new TextDecoder('utf-8')
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('{') || text.startsWith('[')) return { ok: true, type: 'geojson', entries: [] };
  if (text.startsWith('<')) {
    if (/<kml[\s>]/i.test(text)) return { ok: true, type: 'kml', entries: [] };
    if (/<gpx[\s>]/i.test(text)) return { ok: true, type: 'gpx', entries: [] };
    return fail(unsupportedMessage);
  }
  return { ok: true, type: 'csv', entries: [] };
}

class TooManyEntries extends Error {}

function sniffZip(bytes: Uint8Array): Sniffed {
  const entries: ZipEntry[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (!file.name.endsWith('/') && !file.name.startsWith('__MACOSX/')) entries.push({ name: file.name, size: file.originalSize });
        if (entries.length > intakeLimits.maxZipEntries) throw new TooManyEntries();
        return false;
      },
    });
  } catch (error) {
    if (error instanceof TooManyEntries)
      return fail(`The zip file holds more than ${intakeLimits.maxZipEntries.toLocaleString('en-US')} files; upload only the layers’ own files.`);
    return fail('The zip file is damaged and cannot be opened.');
  }
  const unzipped = entries.reduce((total, entry) => total + entry.size, 0);
  if (unzipped > intakeLimits.maxUnzippedBytes)
    return fail(`The zip file would unpack to more than ${megabytes(intakeLimits.maxUnzippedBytes)}, so it cannot be processed.`);
  const lower = (entry: ZipEntry) => entry.name.toLowerCase();
  if (entries.some((entry) => /\.gdb\//.test(lower(entry)))) return { ok: true, type: 'filegdb', entries };
  if (entries.some((entry) => lower(entry).endsWith('.shp'))) return { ok: true, type: 'shapefile', entries };
  if (entries.some((entry) => lower(entry).endsWith('.kml'))) return { ok: true, type: 'kmz', entries };
  if (entries.some((entry) => lower(entry).endsWith('.gpkg'))) return fail('Upload the GeoPackage (.gpkg) itself, not zipped.');
  return fail(`The zip file holds no Shapefile, File Geodatabase or KML. ${unsupportedMessage}`);
}

/**
 * An OpenStreetMap file by its first bytes (the basemap import): PBF when its first BlobHeader
 * names "OSMHeader", XML when the document is <osm …>; null for anything else.
 */
export function sniffOpenStreetMap(head: Uint8Array): 'pbf' | 'xml' | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes.subarray(4, 64).includes('OSMHeader')) return 'pbf';
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<osm[\s>]/.test(bytes.toString('utf8'))) return 'xml';
  return null;
}
