import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../db';

/** Tile limits (issue 5): more features are left out; a larger tile is refused. */
export const TILE_MAX_FEATURES = 10_000;
export const TILE_MAX_BYTES = 500_000;
/** MVT tile resolution (units per tile side). */
const EXTENT = 4096;

export async function listPublishedLayers(db: DbOrTrx) {
  return db
    .selectFrom('layers')
    .select(['id', 'name', 'description', 'category', 'geometry_type', 'style', 'source', 'version'])
    .where('published', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findPublishedLayerVersion(db: DbOrTrx, id: string): Promise<string | null> {
  const row = await db.selectFrom('layers').select('version').where('id', '=', id).where('published', '=', true).executeTakeFirst();
  return row?.version ?? null;
}

/**
 * One Mapbox Vector Tile of a layer, built by PostGIS. Geometries are simplified to about one
 * tile unit *before* reprojection (cheaper, in degrees: 360° / (4096 · 2^z)), clipped with a
 * 64-unit buffer, and capped at TILE_MAX_FEATURES. JIT is off: compiling costs more than these
 * short queries take.
 */
export async function layerTile(db: Db, layerId: string, z: number, x: number, y: number): Promise<{ tile: Buffer; features: number }> {
  const tolerance = 360 / (EXTENT * 2 ** z);
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    const result = await sql<{ tile: Buffer; features: string }>`
      with bounds as (
        select st_tileenvelope(${z}::int, ${x}::int, ${y}::int) as env,
               st_transform(st_tileenvelope(${z}::int, ${x}::int, ${y}::int), 4326) as env4326
      ),
      features as (
        select f.id, f.properties,
               st_asmvtgeom(st_transform(st_simplifypreservetopology(f.geom, ${tolerance}::float8), 3857), bounds.env, ${EXTENT}::int, 64, true) as geom
        from layer_features f, bounds
        where f.layer_id = ${layerId} and f.geom && bounds.env4326
        order by f.id
        limit ${TILE_MAX_FEATURES}
      )
      select coalesce(st_asmvt(features.*, ${layerId}::text, ${EXTENT}::int, 'geom', 'id'), ''::bytea) as tile, count(*) as features
      from features where geom is not null`.execute(trx);
    const row = result.rows[0]!;
    return { tile: row.tile, features: Number(row.features) };
  });
}

/** Saves a map view; its id is random (72 bits), so saved views cannot be listed by guessing. */
export async function saveInteractiveQuery(db: DbOrTrx, state: unknown): Promise<string> {
  const id = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(9)));
  await db.insertInto('interactive_queries').values({ id, state: JSON.stringify(state) }).execute();
  return id;
}

export async function findInteractiveQuery(db: DbOrTrx, id: string): Promise<unknown> {
  const row = await db.selectFrom('interactive_queries').select('state').where('id', '=', id).executeTakeFirst();
  return row?.state ?? null;
}
