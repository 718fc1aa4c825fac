import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, dropDatabase, withDatabaseName } from '@vtrans/db';
import { importOsmBasemap } from '@vtrans/seed';
import * as hdr from 'hdr-histogram-js';
import { createMigratedDatabase, newTestDatabaseName } from '../tests/support/databases';
import { stopChild } from '../tests/support/next-server';
import { tileAt } from '../tests/support/tiles';
import { benchApp, connections, load } from './site.bench';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const liechtenstein = path.join(root, 'tests/fixtures/osm/liechtenstein-2013-08-03.osm.pbf');

/** Vaduz and the south of Schaan: Liechtenstein's densest streets and buildings. */
const vaduz = { west: 9.505, south: 47.125, east: 9.545, north: 47.16 };
/** The Rhine valley, where nearly every Liechtenstein building is: a few hundred distinct z15 tiles. */
const valley = { west: 9.47, south: 47.05, east: 9.56, north: 47.25 };
const zoom = 15;

/** The basemap tile paths covering a box at z15. */
function tilePaths(box: { west: number; south: number; east: number; north: number }): string[] {
  const paths: string[] = [];
  const [northWest, southEast] = [tileAt(box.west, box.north, zoom), tileAt(box.east, box.south, zoom)];
  for (let x = northWest.x; x <= southEast.x; x++) {
    for (let y = northWest.y; y <= southEast.y; y++) paths.push(`/api/map-explorer/basemap/${zoom}/${x}/${y}`);
  }
  return paths;
}

/**
 * Each path requested once, 20 at a time (autocannon would send every connection through the same
 * sequence, so 20 requests for one tile at once): what a tile costs when no cache holds it.
 */
async function eachOnce(baseUrl: string, paths: string[]) {
  const histogram = hdr.build();
  const queue = [...paths];
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const sent = performance.now();
        const response = await fetch(`${baseUrl}${next}`);
        await response.arrayBuffer();
        if (!response.ok) failed += 1;
        histogram.recordValue(Math.round(performance.now() - sent));
      }
    }),
  );
  return {
    requestsPerSecond: Math.round(paths.length / ((performance.now() - started) / 1000)),
    p95Ms: histogram.getValueAtPercentile(95),
    non2xx: failed,
  };
}

/**
 * `npm run bench -- basemap-tiles`: z15 basemap tiles over the committed Liechtenstein import,
 * 20 connections. `firstRequests`: each of the Rhine valley's tiles asked once (a cache can only
 * miss); `vaduz`: the tiles over Vaduz asked again and again for `seconds`, after one request each
 * (so a cache holds them), as many people looking at the same town would.
 *
 * With a production build, through the production server (the tile cache on). Without one,
 * through the route's own module (the version lookup, then the tile) behind a bare node:http
 * server — which leaves out Next's routing (about a millisecond, decision 012's site bench) but
 * keeps everything the tile cache changes — twice in the same run: without the cache (every tile
 * built, as before decision 038) and with it, so a shared, noisy machine gives both the same
 * neighbours and their ratio means something.
 */
export async function benchBasemapTiles(serverUrl: string, redisUrl: string, seconds = 10) {
  const built = existsSync(path.join(root, 'apps/web/.next/BUILD_ID'));
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const baseUrl = `http://127.0.0.1:${port}`;
  let databaseUrl: string;
  let start: (tileCache: 'on' | 'off') => Promise<{ stop: () => Promise<void> }>;
  let cleanUp: () => Promise<void>;
  if (built) {
    const app = await benchApp(serverUrl, redisUrl, 'bench_basemap');
    ({ databaseUrl, cleanUp } = app);
    start = () => app.startServer();
  } else {
    databaseUrl = withDatabaseName(serverUrl, newTestDatabaseName('bench_basemap'));
    await createMigratedDatabase(databaseUrl, true);
    cleanUp = () => dropDatabase(databaseUrl);
    start = async (tileCache) => {
      const child = fork(path.join(root, 'bench/basemap-tile-server.ts'), {
        execArgv: ['--conditions=react-server', '--import', 'tsx'],
        env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), TILE_CACHE: tileCache },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      await new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', (code) => reject(new Error(`the tile server exited (${code})`)));
      });
      return { stop: () => stopChild(child) };
    };
  }
  const measure = async (tileCache: 'on' | 'off') => {
    const server = await start(tileCache);
    try {
      const valleyTiles = tilePaths(valley);
      const townTiles = tilePaths(vaduz);
      const firstRequests = await eachOnce(baseUrl, valleyTiles);
      let largestBytes = 0;
      for (const tilePath of townTiles) largestBytes = Math.max(largestBytes, (await (await fetch(`${baseUrl}${tilePath}`)).arrayBuffer()).byteLength);
      return {
        firstRequests: { tiles: valleyTiles.length, ...firstRequests },
        vaduz: { tiles: townTiles.length, largestBytes, ...(await load(baseUrl, seconds, townTiles)) },
      };
    } finally {
      await server.stop();
    }
  };
  try {
    const db = createDb(databaseUrl, { max: 1 });
    try {
      await importOsmBasemap(db, liechtenstein, databaseUrl);
    } finally {
      await db.destroy();
    }
    if (built) return { server: 'production build (server.mjs)', seconds, connections, withCache: await measure('on') };
    return {
      server: 'route module behind node:http (no build)',
      seconds,
      connections,
      withoutCache: await measure('off'),
      withCache: await measure('on'),
    };
  } finally {
    await cleanUp();
  }
}
