import { type APIRequestContext, expect, test } from '@playwright/test';
import { VectorTile } from '@mapbox/vector-tile';
import { sql } from '@vtrans/db';
import { PbfReader } from 'pbf';
import { cleanUpAfterEach, runDatabase } from '../run-database';

// The tests change only layers and comments of their own (the seeded ones are every other spec's
// to read), and remove them after each test, however it ended.
const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

type LayerMetadata = { layerID: string; layerName: string; geometryType: string; version: string; tiles: string };

async function layerMetadata(request: APIRequestContext): Promise<LayerMetadata[]> {
  const response = await request.get('/api/map-explorer/get-layer-metadata');
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** The tile at zoom 6 that holds Richmond (-77.44, 37.54). */
const richmondTile = { z: 6, x: 18, y: 24 };

/** The seeded layers, in the order the explorer lists them. */
const seededLayers = [
  ['corridors-of-statewide-significance', 'line'],
  ['urban-development-areas', 'polygon'],
  ['mid-term-needs-by-locality', 'polygon'],
];

/** A published layer of the test's own, with one line in Richmond; removed (with its features) after the test. */
async function ownLayer(): Promise<string> {
  const id = `tiles-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  afterTest((database) => sql`delete from layers where id = ${id}`.execute(database));
  await sql`insert into layers (id, name, description, category, geometry_type, style, source, published, position)
    values (${id}, ${`Tiles check ${id}`}, 'A layer of the tiles spec.', 'Walking and biking', 'line',
            '{"paint": {"line-color": "#d83933", "line-width": 2}, "legend": [{"label": "Tiles check", "color": "#d83933"}]}', 'E2E', true, 99)`.execute(db());
  await sql`insert into layer_features (layer_id, feature_key, properties, geom)
    values (${id}, '1', '{"name": "Franklin St", "needs": 12}', st_geomfromtext('LINESTRING(-77.45 37.545, -77.43 37.545)', 4326))`.execute(db());
  return id;
}

function tileUrl(layer: LayerMetadata, tile = richmondTile) {
  return layer.tiles.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}

async function decode(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/vnd.mapbox-vector-tile');
  return { response, tile: new VectorTile(new PbfReader(await response.body())) };
}

test('layer metadata lists the published layers with a versioned tile URL', async ({ request }) => {
  const layers = await layerMetadata(request);
  // Every layer published now (other tests publish and remove layers of their own), in the explorer's order...
  const published = await db().selectFrom('layers').select(['id', 'geometry_type']).where('published', '=', true).orderBy('position').orderBy('id').execute();
  expect(layers.map((layer) => [layer.layerID, layer.geometryType])).toEqual(published.map((layer) => [layer.id, layer.geometry_type]));
  // ...the seeded ones among them.
  expect(layers.map((layer) => [layer.layerID, layer.geometryType]).filter(([id]) => seededLayers.some(([seeded]) => seeded === id))).toEqual(seededLayers);
  for (const layer of layers) expect(layer.tiles).toBe(`/api/map-explorer/tiles/${layer.layerID}/{z}/{x}/{y}?v=${layer.version}`);
});

test('a decoded tile holds the features PostGIS put there, with their properties', async ({ request }) => {
  const layers = await layerMetadata(request);
  const [corridorsLayer, areasLayer, needsLayer] = seededLayers.map(([id]) => layers.find((layer) => layer.layerID === id));

  const needs = (await decode(request, tileUrl(needsLayer!))).tile.layers['mid-term-needs-by-locality']!;
  const names = Array.from({ length: needs.length }, (_, index) => needs.feature(index).properties.name);
  expect(names).toContain('City of Richmond');
  expect(names).toContain('Henrico County');
  expect(names).not.toContain('Lee County'); // in the tile to the west
  const richmond = needs.feature(names.indexOf('City of Richmond'));
  expect(richmond.type).toBe(3);
  expect(Number(richmond.properties.needs)).toBeGreaterThanOrEqual(0);
  const [longitude, latitude] = (richmond.toGeoJSON(richmondTile.x, richmondTile.y, richmondTile.z).geometry as { coordinates: number[][][] }).coordinates
    .flat(2)
    .slice(0, 2) as [number, number];
  expect(longitude).toBeCloseTo(-77.4, 0);
  expect(latitude).toBeCloseTo(37.5, 0);

  const corridors = (await decode(request, tileUrl(corridorsLayer!))).tile.layers['corridors-of-statewide-significance']!;
  const corridorNames = Array.from({ length: corridors.length }, (_, index) => corridors.feature(index).properties.name).sort();
  // The I-81 corridor enters this tile at its northern end, in Frederick County.
  expect(corridorNames).toEqual([
    'Coastal Corridor (US 17)',
    'Crescent Corridor (I-81)',
    'East-West Corridor (I-64)',
    'Washington to North Carolina Corridor (I-95)',
  ]);
  expect(corridors.feature(0).type).toBe(2);

  const areas = (await decode(request, tileUrl(areasLayer!))).tile.layers['urban-development-areas']!;
  expect(Array.from({ length: areas.length }, (_, index) => areas.feature(index).properties.name)).toContain('Richmond Downtown and Manchester');
});

test('tiles are cached for long under their version, revalidate by ETag, and a feature change moves the version', async ({ request }) => {
  // A layer of the test's own changes: the seeded ones are read by every other spec.
  const layerId = await ownLayer();
  const before = await layerMetadata(request);
  const ownLayerNow = before.find((layer) => layer.layerID === layerId)!;
  const { response, tile } = await decode(request, tileUrl(ownLayerNow));
  expect(tile.layers[layerId]?.feature(0).properties.name).toBe('Franklin St');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const etag = response.headers().etag!;
  expect((await request.get(tileUrl(ownLayerNow), { headers: { 'if-none-match': etag } })).status()).toBe(304);
  const unversioned = await request.get(tileUrl(ownLayerNow).replace(/\?v=.*$/, ''));
  expect(unversioned.headers()['cache-control']).toBe('public, max-age=60');

  await sql`update layer_features set properties = properties || '{"needs": 40}' where layer_id = ${layerId} and feature_key = '1'`.execute(db());
  const changed = (await layerMetadata(request)).find((layer) => layer.layerID === layerId)!;
  expect(changed.version).not.toBe(ownLayerNow.version);
  expect((await request.get(tileUrl(changed), { headers: { 'if-none-match': etag } })).status()).toBe(200);
  // The other layers kept their versions.
  const after = await layerMetadata(request);
  for (const layer of before.filter((candidate) => candidate.layerID !== layerId)) {
    expect(after.find((candidate) => candidate.layerID === layer.layerID)!.version).toBe(layer.version);
  }
});

test('bad tile addresses are 400 naming the part; unknown and unpublished layers are 404', async ({ request }) => {
  const bad = await request.get('/api/map-explorer/tiles/mid-term-needs-by-locality/3/8/1');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toBe('Invalid path parameter: x.');
  expect((await request.get('/api/map-explorer/tiles/mid-term-needs-by-locality/21/0/0')).status()).toBe(400);
  expect((await request.get('/api/map-explorer/tiles/no-such-layer/6/18/24')).status()).toBe(404);
  // A layer of the test's own is taken off the map (unpublishing a seeded one would take it from every other spec).
  const layerId = await ownLayer();
  expect((await request.get(`/api/map-explorer/tiles/${layerId}/6/18/24`)).status()).toBe(200);
  await sql`update layers set published = false where id = ${layerId}`.execute(db());
  expect((await request.get(`/api/map-explorer/tiles/${layerId}/6/18/24`)).status()).toBe(404);
  expect((await layerMetadata(request)).map((layer) => layer.layerID)).not.toContain(layerId);
});

test('the basemap tile holds land, Virginia’s localities and their labels, and is cached for a year under the version tiles.json names', async ({
  request,
}) => {
  const tileJson = await (await request.get('/api/map-explorer/basemap/tiles.json')).json();
  expect(tileJson.tiles).toEqual([expect.stringMatching(/^\/api\/map-explorer\/basemap\/\{z\}\/\{x\}\/\{y\}\?v=\d+(\.\d+)*$/)]);
  // No OpenStreetMap import in this database: the attribution does not claim one.
  expect(tileJson.attribution).toContain('Natural Earth');
  expect(tileJson.attribution).not.toContain('OpenStreetMap');
  const versioned = (tileJson.tiles[0] as string)
    .replace('{z}', String(richmondTile.z))
    .replace('{x}', String(richmondTile.x))
    .replace('{y}', String(richmondTile.y));
  const { response, tile } = await decode(request, versioned);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get(versioned.replace(/\?v=.*$/, ''))).headers()['cache-control']).toBe('public, max-age=60');
  const names = (layer: string) => Array.from({ length: tile.layers[layer]!.length }, (_, index) => tile.layers[layer]!.feature(index).properties.name);
  expect(names('land')).toEqual(expect.arrayContaining(['Virginia', 'West Virginia', 'Maryland']));
  expect(names('localities')).toEqual(expect.arrayContaining(['City of Richmond', 'Henrico County']));
  expect(names('locality-labels')).toContain('Richmond');
  expect(tile.layers['locality-labels']!.feature(0).type).toBe(1);
  expect((await request.get(versioned, { headers: { 'if-none-match': response.headers().etag! } })).status()).toBe(304);
  // Below zoom 5 only land: the whole country in one small tile.
  const world = (await decode(request, '/api/map-explorer/basemap/0/0/0')).tile;
  expect(Object.keys(world.layers)).toEqual(['land']);
  expect((await request.get('/api/map-explorer/basemap/2/4/0')).status()).toBe(400);
});

test('comment tiles cluster nearby points, draw lines as they are, leave out hidden comments, and are always revalidated', async ({ request }) => {
  // Comments of the test's own, off the coast, where no other test or the seed puts any: the tiles
  // that hold them hold nothing else (the comments other specs read are left alone), and they are
  // removed after the test, however it ended.
  const text = `tile test ${Date.now()} ${Math.random()}`;
  afterTest((database) => sql`delete from comments where text = ${text}`.execute(database));
  const insert = (geometry: object) =>
    sql<{
      id: string;
    }>`insert into comments (geom, category, text) values (st_setsrid(st_geomfromgeojson(${JSON.stringify(geometry)}), 4326), 'Safety', ${text}) returning id`
      .execute(db())
      .then((result) => result.rows[0]!.id);
  const near = [await insert({ type: 'Point', coordinates: [-70.436, 37.5407] }), await insert({ type: 'Point', coordinates: [-70.437, 37.5409] })];
  const lineId = await insert({
    type: 'LineString',
    coordinates: [
      [-70.45, 37.53],
      [-70.4, 37.56],
    ],
  });

  const features = async (z: number, x: number, y: number) => {
    const { response, tile } = await decode(request, `/api/map-explorer/comment-tiles/${z}/${x}/${y}`);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const layer = tile.layers.comments;
    return Array.from(
      { length: layer?.length ?? 0 },
      (_, index) => ({ type: layer!.feature(index).type, ...layer!.feature(index).properties }) as { type: number; id?: string; count: number },
    );
  };
  // At zoom 6 the two points are one cluster of 2; the line is its own feature.
  const zoomedOut = await features(6, 19, 24);
  expect(zoomedOut).toEqual(
    expect.arrayContaining([expect.objectContaining({ type: 1, count: 2 }), expect.objectContaining({ type: 2, id: lineId, count: 1 })]),
  );
  expect(zoomedOut.find((feature) => feature.type === 1)!.id).toBeUndefined();
  // At zoom 16 each point is itself, with its id.
  const closeUp = await features(16, 19945, 25384);
  expect(
    closeUp
      .filter((feature) => feature.type === 1)
      .map((feature) => feature.id)
      .sort(),
  ).toEqual([...near].sort());

  await sql`update comments set hidden = true where id = ${near[0]}`.execute(db());
  expect((await features(16, 19945, 25384)).filter((feature) => feature.type === 1).map((feature) => feature.id)).toEqual([near[1]]);
  expect((await features(6, 19, 24)).filter((feature) => feature.type === 1)).toEqual([expect.objectContaining({ id: near[1], count: 1, category: 'Safety' })]);
});
