import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { zipSync } from 'fflate';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

function ogr2ogr(args: string[]) {
  try {
    execFileSync('ogr2ogr', args, { stdio: 'pipe' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('ogr2ogr (GDAL) is needed to build the fixtures: apt-get install gdal-bin');
    throw error;
  }
}

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

/**
 * Real files as localities send them, converted by GDAL from us-atlas boundaries: a zipped
 * Shapefile in Virginia State Plane North (US feet) with its .prj, KML, and a CSV of points — and
 * broken ones: no .prj, a truncated .shp, and an empty Shapefile.
 */
export async function buildGdalFixtures(folder: string) {
  const { areas, points } = virginiaSample();
  await mkdir(folder, { recursive: true });
  const areasPath = path.join(folder, 'areas.geojson');
  const pointsPath = path.join(folder, 'points.geojson');
  await writeFile(areasPath, JSON.stringify(areas));
  await writeFile(pointsPath, JSON.stringify(points));

  const shapefileFolder = path.join(folder, 'shapefile');
  ogr2ogr(['-f', 'ESRI Shapefile', '-t_srs', 'EPSG:2283', '-nln', 'localities', shapefileFolder, areasPath]);
  const emptyFolder = path.join(folder, 'empty');
  ogr2ogr(['-f', 'ESRI Shapefile', '-t_srs', 'EPSG:2283', '-where', '1 = 0', '-nln', 'nothing', emptyFolder, areasPath]);
  const kmlPath = path.join(folder, 'areas.kml');
  ogr2ogr(['-f', 'KML', kmlPath, areasPath]);
  const csvPath = path.join(folder, 'points.csv');
  ogr2ogr(['-f', 'CSV', '-lco', 'GEOMETRY=AS_XY', csvPath, pointsPath]);

  const shapefile = await zipFolder(shapefileFolder);
  const parts = Object.fromEntries(
    await Promise.all((await readdir(shapefileFolder)).map(async (name) => [name, new Uint8Array(await readFile(path.join(shapefileFolder, name)))] as const)),
  );
  const withoutPrj = zipSync(Object.fromEntries(Object.entries(parts).filter(([name]) => !name.endsWith('.prj'))));
  const truncated = zipSync({ ...parts, 'localities.shp': parts['localities.shp']!.subarray(0, parts['localities.shp']!.length - 40) });
  return {
    shapefile,
    prj: new TextDecoder().decode(parts['localities.prj']),
    kml: new Uint8Array(await readFile(kmlPath)),
    csv: new Uint8Array(await readFile(csvPath)),
    withoutPrj,
    truncated,
    empty: await zipFolder(emptyFolder),
  };
}
