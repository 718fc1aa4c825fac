import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import { basemapTile, listActiveBasemapImports, searchPlaces, sql } from '@vtrans/db';
import { basemapImportLimits, BasemapImportError, importOsmBasemap } from '@vtrans/seed';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';

const liechtenstein = 'tests/fixtures/osm/liechtenstein-2013-08-03.osm.pbf';
const richmond = 'tests/fixtures/osm/richmond-downtown.osm';

/** The XYZ tile holding a point at a zoom (Web Mercator). */
function tileAt(longitude: number, latitude: number, z: number) {
  const n = 2 ** z;
  const x = Math.floor(((longitude + 180) / 360) * n);
  const radians = (latitude * Math.PI) / 180;
  const y = Math.floor(((1 - Math.asinh(Math.tan(radians)) / Math.PI) / 2) * n);
  return { z, x, y };
}

async function decodedTile(database: TestDatabase, longitude: number, latitude: number, z: number) {
  const { x, y } = tileAt(longitude, latitude, z);
  return new VectorTile(new PbfReader(await basemapTile(database.db, z, x, y)));
}

/** Each feature's properties in one layer of a tile. */
function propertiesOf(tile: VectorTile, layer: string): Record<string, unknown>[] {
  const found = tile.layers[layer];
  return found ? Array.from({ length: found.length }, (_, index) => found.feature(index).properties) : [];
}

const labels = async (database: TestDatabase, typed: string) => (await searchPlaces(database.db, typed)).map((match) => `${match.kind}:${match.label}`);

describe('the embedded basemap (no import)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
  });
  afterAll(() => database.drop());

  it('draws I-64 and I-95 with their numbers and the James River in a zoom-8 tile over Richmond', async () => {
    const tile = await decodedTile(database, -77.44, 37.54, 8);
    const roads = propertiesOf(tile, 'roads');
    const routes = new Set(roads.map((road) => `${String(road.network)}-${String(road.number)}`));
    expect(routes).toContain('I-64');
    expect(routes).toContain('I-95');
    expect(roads.find((road) => road.network === 'I' && road.number === '95')?.class).toBe('motorway');
    expect(propertiesOf(tile, 'waterways').map((river) => river.name)).toContain('James');
    expect(propertiesOf(tile, 'places').map((place) => place.name)).toContain('Richmond');
  });

  it('finds Richmond, route numbers written as people say them, and a misspelt city', async () => {
    const richmondFound = await searchPlaces(database.db, 'Richmond');
    expect(richmondFound[0]).toMatchObject({ kind: 'locality', label: 'City of Richmond' });
    expect(richmondFound.map((match) => `${match.kind}:${match.label}`)).toContain('place:Richmond');
    const [west, south, east, north] = richmondFound[0]!.bbox;
    expect(west).toBeLessThan(-77.4);
    expect(east).toBeGreaterThan(-77.45);
    expect(south).toBeLessThan(37.55);
    expect(north).toBeGreaterThan(37.53);
    expect(await labels(database, 'I-95')).toEqual(['route:I-95']);
    expect(await labels(database, 'interstate 64')).toEqual(['route:I-64']);
    expect((await labels(database, 'Route 29'))[0]).toBe('route:US-29');
    expect((await labels(database, 'us250'))[0]).toBe('route:US-250');
    expect((await labels(database, 'Charlotesville'))[0]).toBe('locality:City of Charlottesville');
    expect(await labels(database, 'x')).toEqual([]);
  });
});

describe('npm run import:basemap', () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
    folder = await mkdtemp(join(tmpdir(), 'basemap-'));
  });
  afterAll(async () => {
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  const active = async () => (await listActiveBasemapImports(database.db)).map((entry) => `${entry.source}:${entry.file_name}`);
  const stagingSchemas = async () =>
    (await sql<{ name: string }>`select nspname as name from pg_namespace where nspname like 'basemap_staging_%'`.execute(database.db)).rows.length;

  it('loads a real extract (Liechtenstein, 2013) with its streets, places and addresses', async () => {
    const result = await importOsmBasemap(database.db, liechtenstein, database.url);
    expect(result.counts.road).toBeGreaterThan(2_000);
    expect(result.counts.place).toBeGreaterThan(10);
    expect(result.counts.names).toBeGreaterThan(500);
    expect(await active()).toEqual([expect.stringMatching(/^embedded:/), 'osm:liechtenstein-2013-08-03.osm.pbf']);
    expect(await stagingSchemas()).toBe(0);
    // Vaduz's main street at street level, named, and found by the search.
    const vaduz = await decodedTile(database, 9.5215, 47.1410, 15);
    expect(propertiesOf(vaduz, 'roads').filter((road) => road.name).length).toBeGreaterThan(5);
    expect((await labels(database, 'Vaduz'))[0]).toMatch(/^place:Vaduz/);
    expect((await searchPlaces(database.db, '43 Städtle'))[0]).toMatchObject({ kind: 'address', label: '43 Städtle, Vaduz' });
    // Virginia, outside the extract, is still drawn from the embedded data.
    expect(propertiesOf(await decodedTile(database, -77.44, 37.54, 8), 'roads').some((road) => road.number === '95')).toBe(true);
  });

  it('keeps serving the current import while the next one is built, then replaces it', async () => {
    const before = await active();
    const polls: number[] = [];
    let done = false;
    const importing = importOsmBasemap(database.db, liechtenstein, database.url).finally(() => (done = true));
    while (!done) {
      polls.push(propertiesOf(await decodedTile(database, 9.5215, 47.1410, 15), 'roads').length);
    }
    await importing;
    expect(polls.length).toBeGreaterThan(0);
    expect(Math.min(...polls)).toBeGreaterThan(5);
    expect(await active()).toEqual(before);
    expect(Number((await sql<{ n: string }>`select count(*) as n from basemap_imports`.execute(database.db)).rows[0]!.n)).toBe(2);
  });

  it('replaces Liechtenstein with a few Richmond streets: a zoom-15 tile over downtown has named streets, the search finds them', async () => {
    await importOsmBasemap(database.db, richmond, database.url);
    expect((await active())[1]).toBe('osm:richmond-downtown.osm');
    const downtown = await decodedTile(database, -77.4478, 37.5479, 15);
    const names = propertiesOf(downtown, 'roads').map((road) => road.name);
    expect(names).toContain('West Broad Street');
    expect(names).toContain('North Belvidere Street');
    expect(propertiesOf(downtown, 'parks').map((park) => park.name)).toContain('Monroe Park');
    expect(propertiesOf(downtown, 'roads').find((road) => road.name === 'West Broad Street')).toMatchObject({ network: 'US', number: '250', class: 'primary' });
    const broad = await searchPlaces(database.db, 'Broad St, Richmond');
    expect(broad.map((match) => `${match.label} (${match.detail})`).sort()).toEqual(['East Broad Street (City of Richmond)', 'West Broad Street (City of Richmond)']);
    expect((await searchPlaces(database.db, '901 W Broad St'))[0]).toMatchObject({ kind: 'address', label: '901 West Broad Street, Richmond', detail: 'City of Richmond' });
    expect(await searchPlaces(database.db, 'Broad St, Henrico')).toEqual([]);
    // Liechtenstein is gone from the map and the search.
    expect(propertiesOf(await decodedTile(database, 9.5215, 47.1410, 15), 'roads')).toEqual([]);
    expect((await labels(database, 'Vaduz')).filter((label) => label.includes('Vaduz'))).toEqual([]);
  });

  it('refuses what is not an OSM file, a damaged one, and one over the limits, leaving the map as it was', async () => {
    const before = await active();
    const notOsm = join(folder, 'roads.osm.pbf');
    await writeFile(notOsm, 'name,geometry\nBroad St,LINESTRING(0 0,1 1)\n');
    await expect(importOsmBasemap(database.db, notOsm, database.url)).rejects.toThrow('roads.osm.pbf is not an OpenStreetMap file: expected .osm.pbf (PBF) or .osm (XML).');

    const damaged = join(folder, 'damaged.osm.pbf');
    await writeFile(damaged, (await readFile(liechtenstein)).subarray(0, 40_000));
    const failure = await importOsmBasemap(database.db, damaged, database.url).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BasemapImportError);
    expect((failure as Error).message).toMatch(/^damaged\.osm\.pbf: GDAL could not read it: An error occurred during the parsing of data/);
    const empty = join(folder, 'empty.osm');
    await writeFile(empty, '<?xml version="1.0"?>\n<osm version="0.6"><node id="1" version="1" lat="37.5" lon="-77.4"/></osm>\n');
    await expect(importOsmBasemap(database.db, empty, database.url)).rejects.toThrow('empty.osm holds no roads, railways, water, parks, buildings or places to draw.');

    await expect(importOsmBasemap(database.db, liechtenstein, database.url, { ...basemapImportLimits, maxBytes: 100_000 })).rejects.toThrow(
      'liechtenstein-2013-08-03.osm.pbf is 1 MB; at most 0 MB can be imported (BASEMAP_IMPORT_MAX_BYTES).',
    );
    await expect(importOsmBasemap(database.db, liechtenstein, database.url, { ...basemapImportLimits, maxStagingRows: 1_000 })).rejects.toThrow(
      /^The PBF file holds [\d,]+ drawable objects; at most 1,000 can be imported\.$/,
    );
    expect(await active()).toEqual(before);
    expect(await stagingSchemas()).toBe(0);
    expect(Number((await sql<{ n: string }>`select count(*) as n from basemap_imports where status <> 'active'`.execute(database.db)).rows[0]!.n)).toBe(0);
  });
});
