import type { FeatureCollection } from 'geojson';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../db';
import { currentDownloadSizes, currentDownloadsFailed } from './layer-download-state';

/** Tile limits (issue 5): more features are left out; a larger tile is refused. */
export const TILE_MAX_FEATURES = 10_000;
export const TILE_MAX_BYTES = 500_000;
/** MVT tile resolution (units per tile side). */
const EXTENT = 4096;

export async function listPublishedLayers(db: DbOrTrx) {
  return (
    db
      .selectFrom('layers')
      .select(['id', 'name', 'description', 'category', 'geometry_type', 'shape_counts', 'style', 'source', 'version', 'extent'])
      // Each download's size once the worker has written this version's files (null until then), or that it could not.
      .select([currentDownloadSizes('layers').as('download_sizes'), currentDownloadsFailed('layers').as('downloads_failed')])
      .where('published', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute()
  );
}

export async function findPublishedLayerVersion(db: DbOrTrx, id: string): Promise<string | null> {
  const row = await db.selectFrom('layers').select('version').where('id', '=', id).where('published', '=', true).executeTakeFirst();
  return row?.version ?? null;
}

/** A published layer's version, name (downloads are named after the dataset) and when its features last changed; null when none is published. */
export async function findPublishedLayerNaming(db: DbOrTrx, id: string): Promise<{ version: string; name: string; updatedAt: Date } | null> {
  return (
    (await db
      .selectFrom('layers')
      .select(['version', 'name', 'updated_at as updatedAt'])
      .where('id', '=', id)
      .where('published', '=', true)
      .executeTakeFirst()) ?? null
  );
}

/**
 * Asks the worker to write a published layer's download files (the trigger that versions a layer
 * asks too; this is for a file that is missing all the same — storage emptied, or a job that
 * failed). At most one such request waits in the outbox per layer, however many readers ask.
 */
export async function requestLayerDownloads(db: DbOrTrx, layerId: string): Promise<void> {
  await sql`select enqueue_layer_downloads(${layerId})`.execute(db);
}

/**
 * Runs `work` while no other process writes this layer's download files: a session advisory lock
 * on a connection of its own, released when the work ends (or with the connection, should the
 * worker die). Two jobs for one layer, on two workers, would otherwise remove each other's files.
 */
export async function withLayerDownloadsLock<Result>(db: Db, layerId: string, work: () => Promise<Result>): Promise<Result> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('layer-downloads'), hashtext(${layerId}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('layer-downloads'), hashtext(${layerId}))`.execute(connection);
    }
  });
}

/** The worker wrote `version`'s download files (of these sizes): recorded only while that version is current. */
export async function recordLayerDownloads(db: DbOrTrx, layerId: string, version: string, sizes: Record<string, number>): Promise<boolean> {
  const result = await db
    .updateTable('layers')
    .set({ downloads: JSON.stringify({ version, sizes }) })
    .where('id', '=', layerId)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Degrees per tile unit at zoom z: geometries are simplified to about one unit before reprojection. */
export function tileTolerance(z: number): number {
  return 360 / (EXTENT * 2 ** z);
}

/** The tile envelope in Web Mercator and in WGS 84 (for the GiST index), as a CTE named `bounds`. */
export function tileBounds(z: number, x: number, y: number) {
  return sql`bounds as (
    select st_tileenvelope(${z}::int, ${x}::int, ${y}::int) as env,
           st_transform(st_tileenvelope(${z}::int, ${x}::int, ${y}::int), 4326) as env4326)`;
}

/** A 4326 geometry as MVT tile coordinates: simplified, reprojected, clipped with a 64-unit buffer. */
export function mvtGeometry(column: ReturnType<typeof sql.ref>, z: number) {
  return sql`st_asmvtgeom(st_transform(st_simplifypreservetopology(${column}, ${tileTolerance(z)}::float8), 3857), bounds.env, ${EXTENT}::int, 64, true)`;
}

/** Runs a tile query (one row, column `tile`). JIT is off: compiling costs more than these short queries take. */
export async function runTileQuery(db: Db, query: ReturnType<typeof sql<{ tile: Buffer }>>): Promise<Buffer> {
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    return (await query.execute(trx)).rows[0]!.tile;
  });
}

/**
 * One Mapbox Vector Tile of a layer, built by PostGIS, with at most TILE_MAX_FEATURES features.
 */
export async function layerTile(db: Db, layerId: string, z: number, x: number, y: number): Promise<Buffer> {
  return runTileQuery(
    db,
    sql<{ tile: Buffer }>`
      with ${tileBounds(z, x, y)},
      features as (
        select f.id, f.properties, ${mvtGeometry(sql.ref('f.geom'), z)} as geom
        from layer_features f, bounds
        where f.layer_id = ${layerId} and f.geom && bounds.env4326
        order by f.id
        limit ${TILE_MAX_FEATURES}
      )
      select coalesce(st_asmvt(features.*, ${layerId}::text, ${EXTENT}::int, 'geom', 'id'), ''::bytea) as tile
      from features where geom is not null`,
  );
}

/** Saves a map view; its id is random (72 bits), so saved views cannot be listed by guessing. */
export async function saveInteractiveQuery(db: DbOrTrx, state: unknown): Promise<string> {
  const id = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(9)));
  await db
    .insertInto('interactive_queries')
    .values({ id, state: JSON.stringify(state) })
    .execute();
  return id;
}

export async function findInteractiveQuery(db: DbOrTrx, id: string): Promise<unknown> {
  const row = await db.selectFrom('interactive_queries').select('state').where('id', '=', id).executeTakeFirst();
  return row?.state ?? null;
}

/**
 * The states' outlines, simplified to about 5 km, as GeoJSON: the backdrop of the freight flow
 * map (a national view, where the basemap's detail would only add weight).
 */
export async function listStateOutlines(db: DbOrTrx): Promise<FeatureCollection> {
  const rows = await db
    .selectFrom('basemap_land')
    .select(['id', 'name', sql<string>`st_asgeojson(st_simplifypreservetopology(geom, 0.05), 3)`.as('geometry')])
    .orderBy('id')
    .execute();
  return {
    type: 'FeatureCollection',
    features: rows.map((row) => ({ type: 'Feature', id: row.id, properties: { name: row.name }, geometry: JSON.parse(row.geometry) })),
  };
}
