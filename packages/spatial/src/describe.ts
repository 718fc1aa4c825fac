import path from 'node:path';
import type { SubmissionFileType } from '@vtrans/contracts/submissions';
import { gdalOutput, GdalError } from './gdal';
import { intakeLimits, megabytes } from './limits';
import type { Sniffed, ZipEntry } from './sniff';

export type SniffedUpload = Extract<Sniffed, { ok: true }>;

/** Where GDAL opens an upload, with which driver and open options. */
export interface Dataset {
  type: SubmissionFileType;
  path: string;
  driver: string;
  openOptions: string[];
  /** KML folders are one layer to the submitter (Google Earth puts every placemark in a folder). */
  mergeLayers: boolean;
}

/** A coordinate system as the file states it: its EPSG code when GDAL identified one. */
export interface FileCrs {
  srid: number | null;
  name: string;
  geographic: boolean;
}

export interface LayerInfo {
  name: string;
  /** GDAL's words: "Point", "3D Multi Polygon", "Measured Line String"… */
  geometryType: string;
  features: number;
  hasZ: boolean;
  hasM: boolean;
  /** [minX, minY, maxX, maxY] in the layer's own coordinates. */
  extent: [number, number, number, number] | null;
  crs: FileCrs | null;
}

export type Description =
  | {
      ok: true;
      dataset: Dataset;
      /** Every layer with features, for the picker. */
      layers: LayerInfo[];
      /** What will be read: the chosen layer, or all KML folders as one; null until a layer is chosen. */
      layer: LayerInfo | null;
      /** The layer names ogr2ogr is given (several for KML folders); none when it reads every layer the file has. */
      layerNames: string[];
      /** The file leaves out its text encoding (a Shapefile without .cpg): Latin-1 is read when the text is not UTF-8. */
      encodingUnknown: boolean;
    }
  | { ok: false; field: 'file' | 'layer'; message: string };

const fail = (message: string, field: 'file' | 'layer' = 'file') => ({ ok: false as const, field, message });

/** GPX's point layers repeat its routes and tracks vertex by vertex. */
const derivedGpxLayers = new Set(['route_points', 'track_points']);

/**
 * Describes an upload stored at `filePath`, of the kind sniffUpload found: its layers as GDAL reads
 * them (`ogrinfo -so`, in a bounded child process), and which layer will be read. Refuses files
 * over the limits with a message naming the limit. The same function serves the pre-check (web)
 * and processing (worker), so the worker never trusts what the web found.
 */
export async function describeUpload(filePath: string, sniffed: SniffedUpload, options: { layer?: string } = {}): Promise<Description> {
  const dataset = datasetOf(filePath, sniffed);
  if ('message' in dataset) return fail(dataset.message);

  let output: string;
  try {
    output = await gdalOutput({
      tool: 'ogrinfo',
      args: ['-ro', '-so', '-al', '-nomd', '-wkt_format', 'WKT2_2019', ...dataset.openOptions, dataset.path],
      driver: dataset.driver,
      timeoutSeconds: intakeLimits.inspectSeconds,
    });
  } catch (error) {
    if (error instanceof GdalError && error.permanent) return fail(unreadableMessage(dataset.type, error));
    throw error;
  }
  const all = parseOgrinfo(output);
  const layers = all.filter((layer) => layer.geometryType !== 'None' && layer.features > 0 && !(dataset.type === 'gpx' && derivedGpxLayers.has(layer.name)));
  const encodingUnknown = sniffed.type === 'shapefile' && !sniffed.entries.some((entry) => entry.name.toLowerCase().endsWith('.cpg'));
  if (layers.length === 0) {
    if (all.length === 0) return fail(`The ${typeNames[dataset.type]} holds no layer we can read.`);
    if (all.every((each) => each.geometryType === 'None')) {
      return fail(
        dataset.type === 'csv'
          ? 'The CSV file has no coordinates: it needs longitude and latitude columns (lon and lat, or x and y) or a WKT column.'
          : `The ${typeNames[dataset.type]} holds tables without geometry only.`,
      );
    }
    return fail(`The ${typeNames[dataset.type]} has no features.`);
  }

  let layer: LayerInfo | null;
  let layerNames: string[];
  if (dataset.mergeLayers) {
    layer = mergedLayer(layers);
    layerNames = layers.map((each) => each.name);
  } else if (options.layer) {
    layer = layers.find((each) => each.name === options.layer) ?? null;
    if (!layer) return fail(`The file has no layer named “${options.layer}”. Choose one of its layers.`, 'layer');
    layerNames = [layer.name];
  } else {
    layer = layers.length === 1 ? layers[0]! : null;
    layerNames = layer ? [layer.name] : [];
  }
  // ogr2ogr takes layer names as plain arguments after the file, so a name starting with "-" (a
  // file stored under a key starting with "-"; a hostile "-sql" layer) would be read as an
  // option. When every layer is read no name is passed; a chosen layer may not start with "-".
  if (layerNames.length === all.length && layerNames.every((name) => all.some((each) => each.name === name))) {
    layerNames = [];
  } else if (layerNames.some((name) => name.startsWith('-'))) {
    return fail(
      `The layer “${layerNames.find((name) => name.startsWith('-'))}” cannot be read: its name starts with “-”. Rename the layer and send the file again.`,
      'layer',
    );
  }
  const counted = layer ? layer.features : Math.max(...layers.map((each) => each.features));
  if (counted > intakeLimits.maxFeatures) {
    return fail(
      `The file declares more features than the ${intakeLimits.maxFeatures.toLocaleString('en-US')} we accept (${counted.toLocaleString('en-US')}). Split the layer.`,
    );
  }
  return { ok: true, dataset, layers, layer, layerNames, encodingUnknown };
}

export const typeNames: Record<SubmissionFileType, string> = {
  geojson: 'GeoJSON file',
  shapefile: 'Shapefile',
  kml: 'KML file',
  kmz: 'KMZ file',
  gpx: 'GPX file',
  csv: 'CSV file',
  gpkg: 'GeoPackage',
  filegdb: 'File Geodatabase',
};

function unreadableMessage(type: SubmissionFileType, error: GdalError): string {
  if (error.kind !== 'unreadable') return error.message;
  if (type === 'csv')
    return `The CSV file could not be read as a layer: it needs longitude and latitude columns (lon and lat, or x and y) or a WKT column. ${error.message}`;
  return `The ${typeNames[type]} could not be read. ${error.message}`;
}

/** CSV: coordinates from lon/lat columns (any of the usual names) or a WKT column. */
const csvOpenOptions = [
  'X_POSSIBLE_NAMES=longitude,lon,lng,long,x',
  'Y_POSSIBLE_NAMES=latitude,lat,y',
  'GEOM_POSSIBLE_NAMES=wkt,geometry,geom,the_geom,shape,wkt_geom',
  'KEEP_GEOM_COLUMNS=NO',
].flatMap((option) => ['-oo', option]);

function datasetOf(filePath: string, sniffed: SniffedUpload): Dataset | { message: string } {
  const plain = (driver: string, openOptions: string[] = [], mergeLayers = false): Dataset => ({
    type: sniffed.type,
    path: filePath,
    driver,
    openOptions,
    mergeLayers,
  });
  const inZip = (entry: string) => `/vsizip/${filePath}/${entry}`;
  switch (sniffed.type) {
    case 'geojson':
      return plain('GeoJSON');
    case 'kml':
      return plain('LIBKML', [], true);
    case 'gpx':
      return plain('GPX');
    case 'gpkg':
      return plain('GPKG');
    case 'csv':
      // The CSV driver opens only .csv names, or any name with this prefix.
      return { ...plain('CSV', csvOpenOptions), path: `CSV:${filePath}` };
    case 'kmz': {
      const kml = kmzDocument(sniffed.entries);
      if (kml.size > intakeLimits.maxXmlBytes)
        return { message: `The KML inside the KMZ file would unpack to more than ${megabytes(intakeLimits.maxXmlBytes)}.` };
      return { ...plain('LIBKML', [], true), path: inZip(kml.name) };
    }
    case 'filegdb': {
      const folders = new Set(sniffed.entries.map((entry) => /^(.*?\.gdb)\//i.exec(entry.name)?.[1]).filter((folder): folder is string => Boolean(folder)));
      if (folders.size > 1) return { message: 'The zip file holds more than one File Geodatabase; upload one at a time.' };
      return { ...plain('OpenFileGDB'), path: inZip([...folders][0]!) };
    }
    case 'shapefile':
      return shapefileDataset(sniffed.entries, inZip, plain('ESRI Shapefile'));
  }
}

/** Google Earth names the main document doc.kml; other tools use the first .kml. */
function kmzDocument(entries: ZipEntry[]): ZipEntry {
  const kml = entries.filter((entry) => entry.name.toLowerCase().endsWith('.kml'));
  return kml.find((entry) => path.posix.basename(entry.name).toLowerCase() === 'doc.kml') ?? kml[0]!;
}

function shapefileDataset(entries: ZipEntry[], inZip: (entry: string) => string, dataset: Dataset): Dataset | { message: string } {
  const names = new Set(entries.map((entry) => entry.name.toLowerCase()));
  const shps = entries.filter((entry) => entry.name.toLowerCase().endsWith('.shp'));
  const folders = new Set(shps.map((entry) => path.posix.dirname(entry.name)));
  if (folders.size > 1) return { message: 'The zip file holds Shapefiles in several folders; put the layers in one folder, or upload one at a time.' };
  for (const shp of shps) {
    const base = shp.name.slice(0, -4).toLowerCase();
    const label = path.posix.basename(shp.name);
    if (!names.has(`${base}.dbf`))
      return { message: `The Shapefile’s .dbf file (its attributes) is missing from the zip for ${label}. Add it and upload again.` };
    if (!names.has(`${base}.shx`)) return { message: `The Shapefile’s .shx file (its index) is missing from the zip for ${label}. Add it and upload again.` };
  }
  const folder = [...folders][0]!;
  return { ...dataset, path: folder === '.' ? `/vsizip/${dataset.path}` : inZip(folder) };
}

/** Several KML folders read as one layer: their counts add up, the widest type and extent win. */
function mergedLayer(layers: LayerInfo[]): LayerInfo {
  if (layers.length === 1) return layers[0]!;
  const extents = layers.map((layer) => layer.extent).filter((extent): extent is NonNullable<typeof extent> => extent !== null);
  return {
    name: layers.map((layer) => layer.name).join(', '),
    geometryType: new Set(layers.map((layer) => layer.geometryType)).size === 1 ? layers[0]!.geometryType : 'Mixed',
    features: layers.reduce((total, layer) => total + layer.features, 0),
    hasZ: layers.some((layer) => layer.hasZ),
    hasM: layers.some((layer) => layer.hasM),
    extent: extents.length
      ? [
          Math.min(...extents.map((e) => e[0])),
          Math.min(...extents.map((e) => e[1])),
          Math.max(...extents.map((e) => e[2])),
          Math.max(...extents.map((e) => e[3])),
        ]
      : null,
    crs: layers[0]!.crs,
  };
}

/**
 * Reads `ogrinfo -so -al -wkt_format WKT2_2019` (GDAL 3.6 has no JSON output for vector data):
 * a block per layer with its name, geometry type, feature count, extent and coordinate system.
 */
export function parseOgrinfo(output: string): LayerInfo[] {
  const blocks = output.split(/^Layer name: /m).slice(1);
  return blocks.map((block) => {
    const lines = block.split('\n');
    const field = (label: string) =>
      lines
        .find((line) => line.startsWith(`${label}: `))
        ?.slice(label.length + 2)
        .trim();
    const geometryType = field('Geometry') ?? 'Unknown (any)';
    const extent = /^Extent: \((\S+), (\S+)\) - \((\S+), (\S+)\)$/m.exec(block);
    return {
      name: lines[0]!.trim(),
      geometryType,
      features: Number(field('Feature Count') ?? 0),
      hasZ: geometryType.startsWith('3D '),
      hasM: geometryType.includes('Measured'),
      extent: extent ? (extent.slice(1, 5).map(Number) as [number, number, number, number]) : null,
      crs: crsOfWkt(srsWkt(lines)),
    };
  });
}

function srsWkt(lines: string[]): string | null {
  const start = lines.findIndex((line) => line.startsWith('Layer SRS WKT:'));
  if (start < 0 || !lines[start + 1] || lines[start + 1]!.startsWith('(unknown)')) return null;
  const wkt = [lines[start + 1]!];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith(' ')) break;
    wkt.push(line);
  }
  return wkt.join('\n');
}

/**
 * The system's name and EPSG code from GDAL's WKT2. GDAL identifies a .prj against the EPSG
 * database when it opens it and then writes the code as the system's own ID, one indent level in
 * from it; a compound or bound system nests the horizontal system, so that is looked for first.
 */
export function crsOfWkt(wkt: string | null): FileCrs | null {
  if (!wkt) return null;
  const horizontal = /^( *)(PROJCRS|GEOGCRS|GEODCRS)\["([^"]*)"/m.exec(wkt);
  if (!horizontal) return null;
  const idIndent = horizontal[1]!.length + 4;
  const code = new RegExp(`^ {${idIndent}}ID\\["EPSG",(\\d+)\\]`, 'm').exec(wkt);
  return { srid: code ? Number(code[1]) : null, name: horizontal[3]!, geographic: horizontal[2] !== 'PROJCRS' };
}
