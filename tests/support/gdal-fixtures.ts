import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { zipSync } from 'fflate';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

function gdal(tool: 'ogr2ogr' | 'ogrinfo', args: string[]) {
  try {
    execFileSync(tool, args, { stdio: 'pipe' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${tool} (GDAL) is needed to build the fixtures: apt-get install gdal-bin`);
    throw error;
  }
}
const ogr2ogr = (args: string[]) => gdal('ogr2ogr', args);

/** Richmond and Henrico County as real boundaries (us-atlas, 1:10m), and a point in each. */
function virginiaSample() {
  const topology = require('us-atlas/counties-10m.json') as Topology<{ counties: GeometryCollection<{ name: string }> }>;
  const counties = feature(topology, topology.objects.counties).features.filter((county) => ['51760', '51087'].includes(String(county.id)));
  const areas = {
    type: 'FeatureCollection',
    features: counties.map((county) => ({ type: 'Feature', properties: { fips: String(county.id), name: county.properties.name }, geometry: county.geometry })),
  };
  const points = {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { name: 'City Hall' }, geometry: { type: 'Point', coordinates: [-77.4333, 37.5407] } },
      { type: 'Feature', properties: { name: 'Henrico Government Center' }, geometry: { type: 'Point', coordinates: [-77.4785, 37.6096] } },
    ],
  };
  return { areas, points };
}

async function zipFolder(folder: string) {
  const files: Record<string, Uint8Array> = {};
  for (const name of await readdir(folder)) files[name] = new Uint8Array(await readFile(path.join(folder, name)));
  return zipSync(files);
}

const bytesOf = async (file: string) => new Uint8Array(await readFile(file));

/** A folder's files as zip entries, under `prefix` (a .gdb folder keeps its name inside the zip). */
async function zipEntries(folder: string, prefix = ''): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  for (const name of await readdir(folder)) files[`${prefix}${name}`] = await bytesOf(path.join(folder, name));
  return files;
}

/** A Google Earth export: folders, placemarks whose coordinates end in ",0", and a line. */
const googleEarthKml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2" xmlns:kml="http://www.opengis.net/kml/2.2" xmlns:atom="http://www.w3.org/2005/Atom">
<Document>
  <name>Richmond places.kmz</name>
  <Style id="s_ylw-pushpin"><IconStyle><scale>1.1</scale><Icon><href>http://maps.google.com/mapfiles/kml/pushpin/ylw-pushpin.png</href></Icon></IconStyle></Style>
  <Folder>
    <name>Stops</name>
    <open>1</open>
    <Placemark><name>City Hall</name><styleUrl>#s_ylw-pushpin</styleUrl><Point><gx:drawOrder>1</gx:drawOrder><coordinates>-77.4333,37.5407,0</coordinates></Point></Placemark>
    <Placemark><name>Main Street Station</name><styleUrl>#s_ylw-pushpin</styleUrl><Point><coordinates>-77.4292,37.5322,0</coordinates></Point></Placemark>
  </Folder>
  <Folder>
    <name>Routes</name>
    <Placemark><name>Broad Street</name><LineString><tessellate>1</tessellate><coordinates>-77.45,37.55,0 -77.43,37.55,0 </coordinates></LineString></Placemark>
  </Folder>
</Document>
</kml>
`;

/** The billion laughs: nine levels of entities, each ten of the one before. */
const billionLaughsKml = `<?xml version="1.0"?>
<!DOCTYPE kml [
${Array.from({ length: 9 }, (_, level) => ` <!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`)
  .join('\n')
  .replace('&lol0;'.repeat(10), 'lol'.repeat(10))}
]>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>&lol9;</name><Point><coordinates>-77.4,37.5,0</coordinates></Point></Placemark></Document></kml>
`;

/**
 * A zip of large files that are `head` followed by zeros, with true sizes and CRCs in its
 * directory. Native zlib deflates 4 MB of zeros once, flushed to a byte boundary; repeating
 * those bytes inflates to 4 MB of zeros each time, so a 1 GB entry costs a second, not the
 * fifteen fflate takes to deflate it.
 */
function zipOfZeros(entries: { name: string; size: number; head: Uint8Array }[]): Uint8Array {
  const syncFlush = { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: 9 };
  const zeros = Buffer.alloc(4 * 1024 * 1024);
  const zerosDeflated = zlib.deflateRawSync(zeros, syncFlush);
  const finalBlock = Buffer.from([0x03, 0x00]); // an empty last block: BFINAL, fixed Huffman, end of block
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const body = [zlib.deflateRawSync(entry.head, syncFlush)];
    let crc = zlib.crc32(entry.head);
    for (let left = entry.size - entry.head.length; left > 0; left -= zeros.length) {
      const piece = zeros.subarray(0, Math.min(zeros.length, left));
      body.push(piece.length === zeros.length ? zerosDeflated : zlib.deflateRawSync(piece, syncFlush));
      crc = zlib.crc32(piece, crc);
    }
    body.push(finalBlock);
    const compressed = body.reduce((sum, part) => sum + part.length, 0);
    const name = Buffer.from(entry.name);
    // Version 2.0, no flags, deflate, 1980-01-01 00:00.
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0, at + 2);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt16LE(0, at + 6);
      header.writeUInt16LE(0x21, at + 8);
      header.writeUInt32LE(crc >>> 0, at + 10);
      header.writeUInt32LE(compressed, at + 14);
      header.writeUInt32LE(entry.size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    fields(record, 6);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, ...body);
    central.push(record, name);
    offset += local.length + name.length + compressed;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/**
 * A Shapefile whose .shp and .shx headers each declare 200 MB, with zeros after them: valid
 * headers, 26 million null records, zipped to a few hundred kB.
 */
function headerBomb(): Uint8Array {
  const size = 200 * 1024 * 1024;
  const head = new Uint8Array(100);
  const view = new DataView(head.buffer);
  view.setInt32(0, 9994, false);
  view.setInt32(24, size / 2, false);
  view.setInt32(28, 1000, true);
  view.setInt32(32, 1, true);
  const dbf = new Uint8Array([3, 126, 1, 1, 0, 0, 0, 0, 33, 0, 1, 0, ...new Array(20).fill(0), 0x0d]);
  return zipOfZeros([
    { name: 'roads.shp', size, head },
    { name: 'roads.shx', size, head },
    { name: 'roads.dbf', size: dbf.length, head: dbf },
  ]);
}

/** A KMZ whose one KML unpacks to 1 GB of spaces after its opening tags; its directory says so. */
function deflateBomb(): Uint8Array {
  const head = new TextEncoder().encode('<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>');
  return zipOfZeros([{ name: 'doc.kml', size: 1024 * 1024 * 1024, head }]);
}

/**
 * Real files as localities send them, converted by GDAL from us-atlas boundaries: a zipped
 * Shapefile in Virginia State Plane North (US feet) with its .prj, KML, and a CSV of points — and
 * broken ones: no .prj, a truncated .shp, and an empty Shapefile. Then the formats and systems
 * county GIS offices use (issue 16): HARN South and NAD83(2011) North Shapefiles, a PointZ
 * Shapefile, a Latin-1 .dbf without .cpg, a multi-layer GeoPackage, a zipped File Geodatabase,
 * GPX, CSV with WKT, a Google Earth KML and KMZ; and hostile files: a header bomb, a deflate bomb,
 * the billion laughs.
 */
export async function buildGdalFixtures(folder: string) {
  const { areas, points } = virginiaSample();
  await mkdir(folder, { recursive: true });
  const areasPath = path.join(folder, 'areas.geojson');
  const pointsPath = path.join(folder, 'points.geojson');
  await writeFile(areasPath, JSON.stringify(areas));
  await writeFile(pointsPath, JSON.stringify(points));
  const pointsZ = {
    ...points,
    features: points.features.map((point, index) => ({
      ...point,
      properties: { name: index ? 'México Café' : 'City Hall' },
      geometry: { ...point.geometry, coordinates: [...point.geometry.coordinates, 45.5 + index] },
    })),
  };
  const pointsZPath = path.join(folder, 'points-z.geojson');
  await writeFile(pointsZPath, JSON.stringify(pointsZ));

  const shapefileFolder = path.join(folder, 'shapefile');
  ogr2ogr(['-f', 'ESRI Shapefile', '-t_srs', 'EPSG:2283', '-nln', 'localities', shapefileFolder, areasPath]);
  const emptyFolder = path.join(folder, 'empty');
  ogr2ogr(['-f', 'ESRI Shapefile', '-t_srs', 'EPSG:2283', '-where', '1 = 0', '-nln', 'nothing', emptyFolder, areasPath]);
  const kmlPath = path.join(folder, 'areas.kml');
  ogr2ogr(['-f', 'KML', kmlPath, areasPath]);
  const csvPath = path.join(folder, 'points.csv');
  ogr2ogr(['-f', 'CSV', '-lco', 'GEOMETRY=AS_XY', csvPath, pointsPath]);

  const harnFolder = path.join(folder, 'harn');
  ogr2ogr(['-f', 'ESRI Shapefile', '-t_srs', 'EPSG:2925', '-nln', 'localities', harnFolder, areasPath]);
  const nad2011Folder = path.join(folder, 'nad2011');
  ogr2ogr(['-f', 'ESRI Shapefile', '-t_srs', 'EPSG:6592', '-nln', 'localities', nad2011Folder, areasPath]);
  const pointZFolder = path.join(folder, 'pointz');
  ogr2ogr(['-f', 'ESRI Shapefile', '-t_srs', 'EPSG:2284', '-nln', 'stops', pointZFolder, pointsZPath]);
  const latin1Folder = path.join(folder, 'latin1');
  ogr2ogr(['-f', 'ESRI Shapefile', '-lco', 'ENCODING=ISO-8859-1', '-nln', 'stops', latin1Folder, pointsZPath]);
  const gpkgPath = path.join(folder, 'plan.gpkg');
  ogr2ogr(['-f', 'GPKG', '-nln', 'localities', '-t_srs', 'EPSG:2925', gpkgPath, areasPath]);
  ogr2ogr(['-f', 'GPKG', '-update', '-nln', 'stops', gpkgPath, pointsPath]);
  // A hostile layer name: ogr2ogr would read "-sql" as an option (taking the next argument as SQL)
  // if it were passed as a name. GDAL will not create it; SQLite renames the table.
  const dashedPath = path.join(folder, 'dashed.gpkg');
  ogr2ogr(['-f', 'GPKG', '-nln', 'points', dashedPath, pointsPath]);
  gdal('ogrinfo', [dashedPath, '-sql', 'ALTER TABLE points RENAME TO "-sql"']);
  ogr2ogr(['-f', 'GPKG', '-update', '-nln', 'stops', dashedPath, pointsPath]);
  const gdbFolder = path.join(folder, 'plan.gdb');
  ogr2ogr(['-f', 'OpenFileGDB', '-nln', 'localities', '-t_srs', 'EPSG:6592', gdbFolder, areasPath]);
  const gpxPath = path.join(folder, 'stops.gpx');
  ogr2ogr(['-f', 'GPX', '-nln', 'waypoints', gpxPath, pointsPath]);
  const wktCsvPath = path.join(folder, 'areas-wkt.csv');
  ogr2ogr(['-f', 'CSV', '-lco', 'GEOMETRY=AS_WKT', wktCsvPath, areasPath]);
  // Points in the Gulf of Guinea: a Virginia file read as if its numbers were small degrees.
  const guineaPath = path.join(folder, 'guinea.geojson');
  await writeFile(
    guineaPath,
    JSON.stringify({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: { name: 'Lost' }, geometry: { type: 'Point', coordinates: [1.2, 2.3] } }],
    }),
  );
  const guineaFolder = path.join(folder, 'guinea');
  ogr2ogr(['-f', 'ESRI Shapefile', '-nln', 'lost', guineaFolder, guineaPath]);

  const shapefile = await zipFolder(shapefileFolder);
  const parts = await zipEntries(shapefileFolder);
  const withoutPrj = zipSync(Object.fromEntries(Object.entries(parts).filter(([name]) => !name.endsWith('.prj'))));
  const truncated = zipSync({ ...parts, 'localities.shp': parts['localities.shp']!.subarray(0, parts['localities.shp']!.length - 40) });
  const latin1 = await zipEntries(latin1Folder);
  return {
    shapefile,
    prj: new TextDecoder().decode(parts['localities.prj']),
    kml: await bytesOf(kmlPath),
    csv: await bytesOf(csvPath),
    withoutPrj,
    truncated,
    empty: await zipFolder(emptyFolder),
    harnSouth: await zipFolder(harnFolder),
    nad2011North: await zipFolder(nad2011Folder),
    pointZ: await zipFolder(pointZFolder),
    latin1WithoutCpg: zipSync(Object.fromEntries(Object.entries(latin1).filter(([name]) => !name.endsWith('.cpg')))),
    geopackage: await bytesOf(gpkgPath),
    dashedGeopackage: await bytesOf(dashedPath),
    fileGeodatabase: zipSync(await zipEntries(gdbFolder, 'plan.gdb/')),
    gpx: await bytesOf(gpxPath),
    wktCsv: await bytesOf(wktCsvPath),
    twoShapefiles: zipSync({ ...parts, ...(await zipEntries(pointZFolder)) }),
    googleEarthKml: new TextEncoder().encode(googleEarthKml),
    googleEarthKmz: zipSync({ 'doc.kml': new TextEncoder().encode(googleEarthKml) }),
    gulfOfGuinea: await zipFolder(guineaFolder),
    ...hostileFiles(),
  };
}

/** Files made to knock a reader over: a Shapefile header bomb, a 1 GB deflate bomb in a KMZ, and the billion laughs in KML. */
export function hostileFiles() {
  return {
    headerBomb: headerBomb(),
    deflateBomb: deflateBomb(),
    billionLaughs: new TextEncoder().encode(billionLaughsKml),
  };
}
