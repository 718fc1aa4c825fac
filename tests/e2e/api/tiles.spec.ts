import { type APIRequestContext, expect, test } from '@playwright/test';
import { VectorTile } from '@mapbox/vector-tile';
import { sql } from '@vtrans/db';
import { seedAll } from '@vtrans/seed';
import { PbfReader } from 'pbf';
import { runDatabase } from '../run-database';

// The seed puts back what the tests change.
const db = runDatabase({ beforeClose: seedAll });

type LayerMetadata = { layerID: string; layerName: string; geometryType: string; version: string; tiles: string };

async function layerMetadata(request: APIRequestContext): Promise<LayerMetadata[]> {
  const response = await request.get('/api/map-explorer/get-layer-metadata');
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** The tile at zoom 6 that holds Richmond (-77.44, 37.54). */
const richmondTile = { z: 6, x: 18, y: 24 };

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
  expect(layers.map((layer) => [layer.layerID, layer.geometryType])).toEqual([
    ['corridors-of-statewide-significance', 'line'],
    ['urban-development-areas', 'polygon'],
    ['mid-term-needs-by-locality', 'polygon'],
  ]);
  for (const layer of layers) expect(layer.tiles).toBe(`/api/map-explorer/tiles/${layer.layerID}/{z}/{x}/{y}?v=${layer.version}`);
});

test('a decoded tile holds the features PostGIS put there, with their properties', async ({ request }) => {
  const [corridorsLayer, areasLayer, needsLayer] = await layerMetadata(request);

  const needs = (await decode(request, tileUrl(needsLayer!))).tile.layers['mid-term-needs-by-locality']!;
  const names = Array.from({ length: needs.length }, (_, index) => needs.feature(index).properties.name);
  expect(names).toContain('City of Richmond');
  expect(names).toContain('Henrico County');
  expect(names).not.toContain('Lee County'); // in the tile to the west
  const richmond = needs.feature(names.indexOf('City of Richmond'));
  expect(richmond.type).toBe(3);
  expect(Number(richmond.properties.needs)).toBeGreaterThanOrEqual(0);
  const [longitude, latitude] = (richmond.toGeoJSON(richmondTile.x, richmondTile.y, richmondTile.z).geometry as { coordinates: number[][][] })
    .coordinates.flat(2)
    .slice(0, 2) as [number, number];
  expect(longitude).toBeCloseTo(-77.4, 0);
  expect(latitude).toBeCloseTo(37.5, 0);

  const corridors = (await decode(request, tileUrl(corridorsLayer!))).tile.layers['corridors-of-statewide-significance']!;
  const corridorNames = Array.from({ length: corridors.length }, (_, index) => corridors.feature(index).properties.name).sort();
  // The I-81 corridor enters this tile at its northern end, in Frederick County.
  expect(corridorNames).toEqual(['Coastal Corridor (US 17)', 'Crescent Corridor (I-81)', 'East-West Corridor (I-64)', 'Washington to North Carolina Corridor (I-95)']);
  expect(corridors.feature(0).type).toBe(2);

  const areas = (await decode(request, tileUrl(areasLayer!))).tile.layers['urban-development-areas']!;
  expect(Array.from({ length: areas.length }, (_, index) => areas.feature(index).properties.name)).toContain('Richmond Downtown and Manchester');
});

test('tiles are cached for long under their version, revalidate by ETag, and a feature change moves the version', async ({ request }) => {
  const before = await layerMetadata(request);
  const needsLayer = before.find((layer) => layer.layerID === 'mid-term-needs-by-locality')!;
  const { response } = await decode(request, tileUrl(needsLayer));
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const etag = response.headers().etag!;
  expect((await request.get(tileUrl(needsLayer), { headers: { 'if-none-match': etag } })).status()).toBe(304);
  const unversioned = await request.get(tileUrl(needsLayer).replace(/\?v=.*$/, ''));
  expect(unversioned.headers()['cache-control']).toBe('public, max-age=60');

  await sql`update layer_features set properties = properties || '{"needs": 40}' where layer_id = 'mid-term-needs-by-locality' and feature_key = '51760'`.execute(db());
  const changed = (await layerMetadata(request)).find((layer) => layer.layerID === 'mid-term-needs-by-locality')!;
  expect(changed.version).not.toBe(needsLayer.version);
  expect((await request.get(tileUrl(changed), { headers: { 'if-none-match': etag } })).status()).toBe(200);
  // The other layers kept their versions.
  const after = await layerMetadata(request);
  for (const layer of before.filter((candidate) => candidate.layerID !== needsLayer.layerID)) {
    expect(after.find((candidate) => candidate.layerID === layer.layerID)!.version).toBe(layer.version);
  }
});

test('bad tile addresses are 400 naming the part; unknown and unpublished layers are 404', async ({ request }) => {
  const bad = await request.get('/api/map-explorer/tiles/mid-term-needs-by-locality/3/8/1');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toBe('Invalid path parameter: x.');
  expect((await request.get('/api/map-explorer/tiles/mid-term-needs-by-locality/21/0/0')).status()).toBe(400);
  expect((await request.get('/api/map-explorer/tiles/no-such-layer/6/18/24')).status()).toBe(404);
  await sql`update layers set published = false where id = 'urban-development-areas'`.execute(db());
  expect((await request.get('/api/map-explorer/tiles/urban-development-areas/6/18/24')).status()).toBe(404);
  expect((await layerMetadata(request)).map((layer) => layer.layerID)).not.toContain('urban-development-areas');
});

test('the basemap tile holds land, Virginia’s localities and their labels, and is cached for a year under the version tiles.json names', async ({ request }) => {
  const tileJson = await (await request.get('/api/map-explorer/basemap/tiles.json')).json();
  expect(tileJson.tiles).toEqual([expect.stringMatching(/^\/api\/map-explorer\/basemap\/\{z\}\/\{x\}\/\{y\}\?v=\d+(\.\d+)*$/)]);
  // No OpenStreetMap import in this database: the attribution does not claim one.
  expect(tileJson.attribution).toContain('Natural Earth');
  expect(tileJson.attribution).not.toContain('OpenStreetMap');
  const versioned = (tileJson.tiles[0] as string).replace('{z}', String(richmondTile.z)).replace('{x}', String(richmondTile.x)).replace('{y}', String(richmondTile.y));
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
  const insert = (geometry: object) =>
    sql<{ id: string }>`insert into comments (geom, category, text) values (st_setsrid(st_geomfromgeojson(${JSON.stringify(geometry)}), 4326), 'Safety', 'tile test') returning id`
      .execute(db())
      .then((result) => result.rows[0]!.id);
  await sql`delete from comments`.execute(db());
  const near = [await insert({ type: 'Point', coordinates: [-77.436, 37.5407] }), await insert({ type: 'Point', coordinates: [-77.437, 37.5409] })];
  const lineId = await insert({ type: 'LineString', coordinates: [[-77.45, 37.53], [-77.4, 37.56]] });

  const features = async (z: number, x: number, y: number) => {
    const { response, tile } = await decode(request, `/api/map-explorer/comment-tiles/${z}/${x}/${y}`);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const layer = tile.layers.comments;
    return Array.from({ length: layer?.length ?? 0 }, (_, index) => ({ type: layer!.feature(index).type, ...layer!.feature(index).properties }) as { type: number; id?: string; count: number });
  };
  // At zoom 6 the two points are one cluster of 2; the line is its own feature.
  const zoomedOut = await features(6, 18, 24);
  expect(zoomedOut).toEqual(expect.arrayContaining([expect.objectContaining({ type: 1, count: 2 }), expect.objectContaining({ type: 2, id: lineId, count: 1 })]));
  expect(zoomedOut.find((feature) => feature.type === 1)!.id).toBeUndefined();
  // At zoom 16 each point is itself, with its id.
  const closeUp = await features(16, 18671, 25384);
  expect(closeUp.filter((feature) => feature.type === 1).map((feature) => feature.id).sort()).toEqual([...near].sort());

  await sql`update comments set hidden = true where id = ${near[0]}`.execute(db());
  expect((await features(16, 18671, 25384)).filter((feature) => feature.type === 1).map((feature) => feature.id)).toEqual([near[1]]);
  expect((await features(6, 18, 24)).filter((feature) => feature.type === 1)).toEqual([expect.objectContaining({ id: near[1], count: 1, category: 'Safety' })]);
  await sql`delete from comments`.execute(db());
});
