import { benchApp, load } from './site.bench';

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

/**
 * Vector tiles from `next start` + PostGIS: requests/s and p95 at zooms 6, 9 and 12, cycling over
 * the tiles that cover Virginia of every seeded layer, and the largest tile among them.
 */
export async function benchTiles(serverUrl: string, redisUrl: string, seconds = 10) {
  const app = await benchApp(serverUrl, redisUrl, 'bench_tiles');
  const server = await app.startServer();
  try {
    const layers = (await (await fetch(`${app.baseUrl}/api/map-explorer/get-layer-metadata`)).json()).data as { tiles: string }[];
    const byZoom: Record<string, unknown> = {};
    let largest = { bytes: 0, tile: '' };
    for (const zoom of [6, 9, 12]) {
      const paths = layers.flatMap((layer) =>
        tilesOverVirginia(zoom, 50).map((tile) => {
          const [z, x, y] = tile.split('/');
          return layer.tiles.replace('{z}', z!).replace('{x}', x!).replace('{y}', y!);
        }),
      );
      for (const tilePath of paths) {
        const bytes = (await (await fetch(`${app.baseUrl}${tilePath}`)).arrayBuffer()).byteLength;
        if (bytes > largest.bytes) largest = { bytes, tile: tilePath };
      }
      byZoom[`z${zoom}`] = { tiles: paths.length, ...(await load(app.baseUrl, seconds, paths)) };
    }
    return { seconds, connections: 10, ...byZoom, largestTile: largest };
  } finally {
    await server.stop();
    await app.dropDatabase();
  }
}
