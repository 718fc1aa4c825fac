import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../db';
import { mvtGeometry, runTileQuery, TILE_MAX_FEATURES, tileBounds } from './layers';

/** MVT resolution, as for the plan layers. */
const EXTENT = 4096;

/**
 * The basemap's version: the active imports' ids. Tile URLs carry it, so a new import gives new
 * URLs and a tile can be cached for a year under its version.
 */
export async function findBasemapVersion(db: DbOrTrx): Promise<{ version: string; openStreetMap: boolean }> {
  const rows = await db.selectFrom('basemap_imports').select(['id', 'source']).where('status', '=', 'active').orderBy('id').execute();
  return { version: rows.map((row) => row.id).join('.') || '0', openStreetMap: rows.some((row) => row.source === 'osm') };
}

/**
 * The imports a tile draws from: an OpenStreetMap import where its extent reaches, the embedded
 * default everywhere else (an extract of one county leaves the rest of Virginia drawn).
 */
const tileSources = sql`sources as (
  select i.id from basemap_imports i, bounds
  where i.status = 'active' and (
    (i.source = 'osm' and i.extent && bounds.env4326)
    or (i.source = 'embedded' and not exists (
      select 1 from basemap_imports o where o.status = 'active' and o.source = 'osm' and o.extent && bounds.env4326))))`;

/**
 * The zoom band as a literal, so the planner can use the partial index made for it: a statewide
 * tile reads the few thousand merged features of the low band, not every street in its box.
 */
function zoomBand(z: number) {
  if (z <= 9) return sql`f.min_zoom <= 9`;
  if (z <= 13) return sql`f.min_zoom <= 13`;
  return sql`true`;
}

/**
 * The basemap tile: `land` (US states and the world's other countries), `localities` (from zoom 5)
 * and `locality-labels` (from zoom 6), as before, and the imported or embedded layers `water`,
 * `parks`, `waterways`, `rail`, `roads` (with `network` and `number` of the first route for its
 * shield), `buildings` and `places`. Water areas are drawn over land; the sea is the background.
 */
export async function basemapTile(db: Db, z: number, x: number, y: number): Promise<Buffer> {
  const layer = (name: string, where: string, columns: ReturnType<typeof sql>) =>
    sql`coalesce((select st_asmvt(t.*, ${name}::text, ${EXTENT}::int, 'geom') from (select ${columns}, geom from features where layer = ${where}) t), ''::bytea)`;
  return runTileQuery(
    db,
    sql<{ tile: Buffer }>`
      with ${tileBounds(z, x, y)}, ${tileSources},
      land as (
        select b.name, ${mvtGeometry(sql.ref('b.geom'), z)} as geom
        from basemap_land b, bounds where b.geom && bounds.env4326
        union all
        select c.name, ${mvtGeometry(sql.ref('c.geom'), z)} as geom
        from world_countries c, bounds where c.geom && bounds.env4326
      ),
      locality_areas as (
        select l.fips::text as fips, l.full_name as name, ${mvtGeometry(sql.ref('l.geom'), z)} as geom
        from localities l, bounds where ${z}::int >= 5 and l.geom && bounds.env4326
      ),
      locality_labels as (
        select l.fips::text as fips, l.name, l.full_name, l.kind,
               st_asmvtgeom(st_transform(l.label_point, 3857), bounds.env, ${EXTENT}::int, 0, true) as geom
        from localities l, bounds where ${z}::int >= 6 and l.label_point && bounds.env4326
      ),
      features as materialized (
        select * from (
          select f.layer, f.class, f.name, f.ref, f.rank,
                 upper(route[1]) as network, upper(route[2]) as number,
                 ${mvtGeometry(sql.ref('f.geom'), z)} as geom
          from basemap_features f
          cross join bounds
          left join lateral regexp_match(split_part(f.ref, ';', 1), '^([A-Za-z]{1,3})[ -]?([0-9]{1,4}[A-Za-z]?)$') as route on true
          where f.import_id in (select id from sources) and ${zoomBand(z)}
            and f.min_zoom <= ${z}::int and f.max_zoom >= ${z}::int and f.geom && bounds.env4326
          order by f.rank desc
          limit ${TILE_MAX_FEATURES}
        ) drawn where geom is not null
      )
      select coalesce((select st_asmvt(land.*, 'land', ${EXTENT}::int, 'geom') from land where geom is not null), ''::bytea)
          || ${layer('water', 'water', sql`class, name`)}
          || ${layer('parks', 'park', sql`class, name`)}
          || coalesce((select st_asmvt(locality_areas.*, 'localities', ${EXTENT}::int, 'geom') from locality_areas where geom is not null), ''::bytea)
          || ${layer('waterways', 'waterway', sql`class, name`)}
          || ${layer('rail', 'rail', sql`class, name`)}
          || ${layer('buildings', 'building', sql`class`)}
          || ${layer('roads', 'road', sql`class, name, ref, network, number, rank`)}
          || ${layer('places', 'place', sql`class, name, rank`)}
          || coalesce((select st_asmvt(locality_labels.*, 'locality-labels', ${EXTENT}::int, 'geom') from locality_labels where geom is not null), ''::bytea)
          as tile`,
  );
}
