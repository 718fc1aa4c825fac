import { createDb, sql } from '@vtrans/db';
import { benchApp, connections, load } from './site.bench';

/** Virginia's bounding box, to list the tiles that cover it. */
const virginia = { west: -83.68, south: 36.54, east: -75.24, north: 39.47 };

function tileX(longitude: number, zoom: number) {
  return Math.floor(((longitude + 180) / 360) * 2 ** zoom);
}
function tileY(latitude: number, zoom: number) {
  const radians = (latitude * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * 2 ** zoom);
}

/** Every tile over Virginia at `zoom` (at most `limit`, taken evenly), as z/x/y paths. */
function tilesOverVirginia(zoom: number, limit: number): string[] {
  const tiles: string[] = [];
  for (let x = tileX(virginia.west, zoom); x <= tileX(virginia.east, zoom); x++) {
    for (let y = tileY(virginia.north, zoom); y <= tileY(virginia.south, zoom); y++) tiles.push(`${zoom}/${x}/${y}`);
  }
  const step = Math.max(1, Math.floor(tiles.length / limit));
  return tiles.filter((_, index) => index % step === 0).slice(0, limit);
}

/** Tile paths of each template over Virginia at `zoom` (at most 50 tiles per template). */
function pathsAt(templates: string[], zoom: number): string[] {
  return templates.flatMap((template) =>
    tilesOverVirginia(zoom, 50).map((tile) => {
      const [z, x, y] = tile.split('/');
      return template.replace('{z}', z!).replace('{x}', x!).replace('{y}', y!);
    }),
  );
}

/** Comments spread over Virginia (a fixed pseudo-random pattern), so comment tiles have clusters to build. */
async function addComments(databaseUrl: string, count: number) {
  const db = createDb(databaseUrl);
  try {
    await sql`
      insert into comments (geom, category, text)
      select st_setsrid(st_makepoint(${virginia.west}::float8 + ${virginia.east - virginia.west}::float8 * ((i * 7919) % 1000) / 1000.0,
                                     ${virginia.south}::float8 + ${virginia.north - virginia.south}::float8 * ((i * 104729) % 997) / 997.0), 4326),
             'Safety', 'Bench comment ' || i
      from generate_series(1, ${count}::int) as i`.execute(db);
  } finally {
    await db.destroy();
  }
}

const benchComments = 5_000;

/**
 * Vector tiles from the production web server + PostGIS: requests/s and p95 at zooms 6, 9 and 12 for the
 * seeded plan layers, the basemap, and the comments layer (with 5,000 comments to cluster), over
 * the tiles that cover Virginia, and the largest tile among them.
 */
export async function benchTiles(serverUrl: string, redisUrl: string, seconds = 10) {
  const app = await benchApp(serverUrl, redisUrl, 'bench_tiles');
  await addComments(app.databaseUrl, benchComments);
  const server = await app.startServer();
  try {
    const layers = (await (await fetch(`${app.baseUrl}/api/map-explorer/get-layer-metadata`)).json()).data as { tiles: string }[];
    const sets = {
      layers: layers.map((layer) => layer.tiles),
      basemap: ['/api/map-explorer/basemap/{z}/{x}/{y}'],
      comments: ['/api/map-explorer/comment-tiles/{z}/{x}/{y}'],
    };
    const results: Record<string, unknown> = {};
    let largest = { bytes: 0, tile: '' };
    for (const [name, templates] of Object.entries(sets)) {
      for (const zoom of [6, 9, 12]) {
        const paths = pathsAt(templates, zoom);
        for (const tilePath of paths) {
          const bytes = (await (await fetch(`${app.baseUrl}${tilePath}`)).arrayBuffer()).byteLength;
          if (bytes > largest.bytes) largest = { bytes, tile: tilePath };
        }
        results[`${name} z${zoom}`] = { tiles: paths.length, ...(await load(app.baseUrl, seconds, paths)) };
      }
    }
    return { seconds, connections, comments: benchComments, ...results, largestTile: largest };
  } finally {
    await server.stop();
    await app.cleanUp();
  }
}
