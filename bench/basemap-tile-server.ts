import { createServer } from 'node:http';
import { basemapTile, createDb } from '@vtrans/db';
import { basemapVersion, servedBasemapTile } from '../apps/web/src/server/domain/basemap-tiles';

/**
 * The basemap tile route's own work — the version lookup and the tile, through the web app's
 * module — behind a bare node:http server, for `npm run bench -- basemap-tiles` where there is no
 * production build. Run with `--conditions=react-server` so the module's `server-only` marker is
 * its empty side. Its pool is the web's reads pool (8 connections, 10 s wait). With
 * TILE_CACHE=off it builds every tile, as the route did before the tile cache (decision 038).
 */
const cached = process.env.TILE_CACHE !== 'off';
const db = createDb(process.env.DATABASE_URL!, { max: 8, connectionTimeoutMillis: 10_000, applicationName: 'vtrans-bench-basemap' });
const tilePath = /^\/api\/map-explorer\/basemap\/(\d+)\/(\d+)\/(\d+)(?:\?|$)/;

const server = createServer((request, response) => {
  const match = tilePath.exec(request.url ?? '');
  if (!match) {
    response.writeHead(404).end();
    return;
  }
  const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
  void (async () => {
    const version = await basemapVersion(db);
    const tile = cached ? await servedBasemapTile(db, version, z, x, y) : await basemapTile(db, z, x, y);
    response.writeHead(200, {
      'content-type': 'application/vnd.mapbox-vector-tile',
      'content-length': tile.length,
      etag: `"basemap-${version}-${z}-${x}-${y}"`,
    });
    response.end(tile);
  })().catch((error: unknown) => {
    response.writeHead(500).end(String(error));
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.close();
  void db.destroy().then(() => process.exit(0));
});
