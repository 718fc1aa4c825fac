import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../db';

/**
 * The street-level basemap's data (decision 023): imports and their features. An import is built
 * in status 'building' (no tile or search reads it), then activated in one short transaction that
 * retires the import it replaces; retired imports are deleted afterwards, so the map is never empty.
 */
export type BasemapSource = 'embedded' | 'osm';

export async function beginBasemapImport(db: DbOrTrx, source: BasemapSource, fileName: string, fileBytes: number): Promise<number> {
  const row = await db.insertInto('basemap_imports').values({ source, file_name: fileName, file_bytes: fileBytes }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The imports being served: at most one embedded, one from OpenStreetMap. */
export async function listActiveBasemapImports(db: DbOrTrx) {
  return db
    .selectFrom('basemap_imports')
    .select(['id', 'source', 'file_name', 'activated_at', 'counts'])
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
}

/** A feature of the embedded default, its geometry as GeoJSON text. */
export interface BasemapFeatureInput {
  layer: 'road' | 'rail' | 'waterway' | 'water' | 'park' | 'place';
  class: string;
  name: string | null;
  ref: string | null;
  minZoom: number;
  rank: number;
  geometry: string;
}

/** Adds features to an import being built, in one statement per batch. */
export async function insertBasemapFeatures(db: DbOrTrx, importId: number, features: BasemapFeatureInput[]): Promise<void> {
  if (features.length === 0) return;
  await sql`
    insert into basemap_features (import_id, layer, class, name, ref, min_zoom, rank, geom)
    select ${importId}::int, f.layer, f.class, f.name, f.ref, f."minZoom", f.rank,
           st_makevalid(st_setsrid(st_geomfromgeojson(f.geometry), 4326))
    from jsonb_to_recordset(${JSON.stringify(features)}::jsonb)
      as f(layer text, class text, name text, ref text, "minZoom" smallint, rank int, geometry text)`.execute(db);
}

/** GDAL's staging schema of one import: its name is ours, never the file's. */
export function basemapStagingSchema(importId: number): string {
  return `basemap_staging_${importId}`;
}

const staging = (importId: number, table: string) => sql.table(`${basemapStagingSchema(importId)}.${table}`);

/**
 * A half-degree cell (about 50 km) of a geometry's first point: ways merged within a cell stay
 * near each other, so every town's "Main Street" is not one piece spanning the state (which every
 * tile's index lookup would then find).
 */
const halfDegreeCell = (geom: ReturnType<typeof sql.ref>) =>
  sql`floor(st_x(st_pointn(st_geometryn(${geom}, 1), 1)) * 2), floor(st_y(st_pointn(st_geometryn(${geom}, 1), 1)) * 2)`;

/**
 * How OpenStreetMap's highway values are drawn: class, the zoom a way appears at, drawing rank.
 * Motorways, trunks, primaries and secondaries also get a merged copy for zooms below 10.
 */
const roadClasses = sql`(values
  ('motorway', 'motorway', 10, 90), ('motorway_link', 'motorway', 12, 85),
  ('trunk', 'trunk', 10, 80), ('trunk_link', 'trunk', 12, 75),
  ('primary', 'primary', 10, 70), ('primary_link', 'primary', 13, 65),
  ('secondary', 'secondary', 10, 60), ('secondary_link', 'secondary', 13, 55),
  ('tertiary', 'tertiary', 11, 50), ('tertiary_link', 'tertiary', 14, 45),
  ('residential', 'minor', 13, 40), ('unclassified', 'minor', 13, 40), ('living_street', 'minor', 13, 40), ('road', 'minor', 13, 40),
  ('service', 'service', 15, 30),
  ('pedestrian', 'path', 15, 20), ('footway', 'path', 15, 20), ('cycleway', 'path', 15, 20), ('path', 'path', 15, 20), ('steps', 'path', 16, 20), ('track', 'path', 15, 20)
) as c(highway, class, min_zoom, rank)`;

/** Zoom at which an area appears, by its size: a reservoir at 6, a pond at 13. */
const areaZoom = (geom: ReturnType<typeof sql.ref>) =>
  sql`case when st_area(${geom}::geography) > 50e6 then 6 when st_area(${geom}::geography) > 5e6 then 8 when st_area(${geom}::geography) > 0.5e6 then 10 else 13 end`;

/**
 * What an OpenStreetMap import draws or finds, by class, as the import's report names them
 * ("buildings: read 3,723, kept 3,723").
 */
export const basemapClasses = ['roads', 'railways', 'waterways', 'water', 'parks', 'buildings', 'places', 'addresses'] as const;
export type BasemapClass = (typeof basemapClasses)[number];
export type BasemapClassCounts = Record<BasemapClass, number>;

/**
 * Which of GDAL's rows belong to each class: the build draws from exactly these rows and the read
 * count counts exactly these, so "read" and "kept" differ only by what the build could not keep.
 */
const isRoad = sql`s.highway in (select c.highway from ${roadClasses})`;
const isRailway = sql`s.railway in ('rail', 'light_rail', 'subway', 'tram')`;
const isWaterway = sql`s.waterway in ('river', 'canal', 'stream')`;
// Never null (a row with none of the keys is false, not unknown), so `not` partitions water and parks.
const isWater = sql`coalesce(s."natural" = 'water' or s.waterway = 'riverbank' or s.landuse in ('reservoir', 'basin'), false)`;
const isPark = sql`coalesce(s."natural" = 'wood' or s.landuse in ('forest', 'recreation_ground', 'cemetery')
  or s.leisure in ('park', 'nature_reserve', 'garden', 'golf_course', 'pitch', 'playground') or s.boundary in ('national_park', 'protected_area'), false)`;
const isBuilding = sql`s.building is not null`;
const isPlace = sql`s.place in ('city', 'town', 'village', 'suburb', 'hamlet', 'neighbourhood', 'locality') and s.name is not null`;
const isAddress = sql`s.addr_housenumber is not null and s.addr_street is not null`;

/**
 * What GDAL read of each class into an import's staging tables. An area class also counts the
 * closed ways GDAL wrote as lines though they carry its keys (osmconf.ini lists those keys for
 * lines too): a polygon rule that drops a key — as a shortened closed_ways_are_polygons list made
 * GDAL 3.6 drop building — then shows as read and not kept, instead of vanishing unseen.
 */
export async function countBasemapStagingClasses(db: DbOrTrx, importId: number): Promise<BasemapClassCounts> {
  const isParkNotWater = sql`${isPark} and not ${isWater}`;
  const closed = sql`st_isclosed(s.geom) and st_npoints(s.geom) >= 4`;
  // One pass over each staging table (Virginia's hold millions of rows), counting every class at once.
  const result = await sql<Record<BasemapClass, string>>`
    with p as (
      select count(*) filter (where ${isPlace}) as places, count(*) filter (where ${isAddress}) as addresses
      from ${staging(importId, 'points')} s
    ),
    l as (
      select count(*) filter (where ${isRoad}) as roads, count(*) filter (where ${isRailway}) as railways,
             count(*) filter (where ${isWaterway}) as waterways, count(*) filter (where ${isWater} and ${closed}) as water,
             count(*) filter (where ${isParkNotWater} and ${closed}) as parks, count(*) filter (where ${isBuilding} and ${closed}) as buildings
      from ${staging(importId, 'lines')} s
    ),
    a as (
      select count(*) filter (where ${isWater}) as water, count(*) filter (where ${isParkNotWater}) as parks,
             count(*) filter (where ${isBuilding}) as buildings, count(*) filter (where ${isAddress}) as addresses
      from ${staging(importId, 'multipolygons')} s
    )
    select l.roads, l.railways, l.waterways, l.water + a.water as water, l.parks + a.parks as parks,
           l.buildings + a.buildings as buildings, p.places, p.addresses + a.addresses as addresses
    from p, l, a`.execute(db);
  const row = result.rows[0]!;
  return Object.fromEntries(basemapClasses.map((name) => [name, Number(row[name])])) as BasemapClassCounts;
}

const inserted = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0n);

/**
 * Turns GDAL's staging tables (points, lines, multipolygons, read from the OSM file with
 * osmconf.ini's fields) into the import's features. Large polygons and merged lines are cut into
 * pieces of at most 256 vertices so a tile's index lookup finds only what is near it. Returns what
 * it kept of each class: rows inserted, and for water and parks the areas that gave at least one
 * piece (an area whose geometry st_makevalid leaves empty is dropped).
 */
export async function buildBasemapFromOsm(db: DbOrTrx, importId: number): Promise<BasemapClassCounts> {
  const points = staging(importId, 'points');
  const lines = staging(importId, 'lines');
  const areas = staging(importId, 'multipolygons');
  // Every way, from the zoom its class appears at.
  const roads = await sql`
    insert into basemap_features (import_id, layer, class, name, ref, min_zoom, rank, geom)
    select ${importId}::int, 'road', c.class, s.name, s.ref, c.min_zoom, c.rank, s.geom
    from ${lines} s join ${roadClasses} on c.highway = s.highway
    where s.geom is not null`.execute(db);
  await generalizeBasemapRoads(db, importId);
  const railways = await sql`
    insert into basemap_features (import_id, layer, class, name, min_zoom, rank, geom)
    select ${importId}::int, 'rail', case when s.railway = 'rail' then 'rail' else 'transit' end, s.name,
           case when s.railway = 'rail' then 10 else 12 end, 0, s.geom
    from ${lines} s where ${isRailway} and s.geom is not null`.execute(db);
  const waterways = await sql`
    insert into basemap_features (import_id, layer, class, name, min_zoom, rank, geom)
    select ${importId}::int, 'waterway', s.waterway, s.name, case s.waterway when 'river' then 9 when 'canal' then 11 else 13 end, 0, s.geom
    from ${lines} s where ${isWaterway} and s.geom is not null`.execute(db);
  await sql`
    insert into basemap_features (import_id, layer, class, name, min_zoom, max_zoom, rank, geom)
    select ${importId}::int, 'waterway', 'river', name, 7, 8, 0, st_subdivide(st_simplifypreservetopology(st_linemerge(st_collect(geom)), 0.0005), 256)
    from ${lines} where waterway = 'river' and name is not null and geom is not null
    group by name, ${halfDegreeCell(sql.ref('geom'))}`.execute(db);
  // Each area numbered, so the areas that gave pieces can be counted after st_subdivide.
  const areaPieces = await sql<{ kind: 'water' | 'park'; kept: number }>`
    with pieces as materialized (
      select a.n, a.kind, a.class, a.name, st_subdivide(a.geom, 256) as geom
      from (
        select row_number() over () as n, case when ${isWater} then 'water' else 'park' end as kind,
               coalesce(s.water, s."natural", s.leisure, s.landuse, s.boundary) as class, s.name, st_makevalid(s.geom) as geom
        from ${areas} s
        where s.geom is not null and (${isWater} or ${isPark})
      ) a
    ),
    stored as (
      insert into basemap_features (import_id, layer, class, name, min_zoom, rank, geom)
      select ${importId}::int, kind, class, name, ${areaZoom(sql.ref('geom'))}, 0, geom from pieces
    )
    select kind, count(distinct n)::int as kept from pieces group by kind`.execute(db);
  const buildings = await sql`
    insert into basemap_features (import_id, layer, class, name, min_zoom, rank, geom)
    select ${importId}::int, 'building', 'building', s.name, 14, 0, s.geom
    from ${areas} s where ${isBuilding} and s.geom is not null`.execute(db);
  const places = await sql`
    insert into basemap_features (import_id, layer, class, name, min_zoom, rank, geom)
    select ${importId}::int, 'place', s.place, s.name,
           case s.place when 'city' then 6 when 'town' then 9 when 'village' then 11 when 'suburb' then 12 when 'hamlet' then 13 else 14 end,
           coalesce(nullif(regexp_replace(s.population, '[^0-9]', '', 'g'), '')::bigint / 1000, 0)::int
             + case s.place when 'city' then 100000 when 'town' then 50000 when 'suburb' then 20000 when 'village' then 10000 else 0 end,
           s.geom
    from ${points} s where ${isPlace} and s.geom is not null`.execute(db);
  // Addresses are not drawn but found: each house number with its street, from nodes and buildings.
  const addresses = await sql`
    insert into basemap_place_names (import_id, kind, label, search_text, number, locality_fips, locality, rank, point, bbox)
    select ${importId}::int, 'address', a.number || ' ' || a.street || coalesce(', ' || coalesce(a.city, l.full_name), ''),
           basemap_canonical(a.street || ' ' || coalesce(a.city, '')), a.number, l.fips::text, l.full_name, 0, a.point, st_expand(a.point, 0.0005)
    from (
      select s.addr_housenumber as number, s.addr_street as street, s.addr_city as city, s.geom as point from ${points} s
      where ${isAddress} and s.geom is not null
      union all
      select s.addr_housenumber, s.addr_street, s.addr_city, st_pointonsurface(s.geom) from ${areas} s
      where ${isAddress} and s.geom is not null
    ) a
    left join localities l on st_intersects(l.geom, a.point)`.execute(db);
  const areasKept = (kind: 'water' | 'park') => areaPieces.rows.find((row) => row.kind === kind)?.kept ?? 0;
  return {
    roads: inserted(roads),
    railways: inserted(railways),
    waterways: inserted(waterways),
    water: areasKept('water'),
    parks: areasKept('park'),
    buildings: inserted(buildings),
    places: inserted(places),
    addresses: inserted(addresses),
  };
}

/**
 * Merged, simplified copies of an import's major roads for the statewide zooms (up to 9): one line
 * per route (or name), class and half-degree cell, cut into pieces of at most 256 vertices,
 * instead of every way — a zoom-9 tile over Richmond would otherwise read thousands of short ways.
 */
export async function generalizeBasemapRoads(db: DbOrTrx, importId: number): Promise<void> {
  await sql`
    insert into basemap_features (import_id, layer, class, name, ref, min_zoom, max_zoom, rank, geom)
    select ${importId}::int, 'road', class, max(name), ref, case class when 'motorway' then 5 when 'trunk' then 6 when 'primary' then 8 else 9 end, 9, max(rank),
           st_subdivide(st_simplifypreservetopology(st_linemerge(st_collect(geom)), 0.0002), 256)
    from basemap_features
    where import_id = ${importId}::int and layer = 'road' and class in ('motorway', 'trunk', 'primary', 'secondary') and rank in (90, 80, 70, 60) and max_zoom = 24
    group by class, ref, case when ref is null then name end, ${halfDegreeCell(sql.ref('geom'))}`.execute(db);
}

/**
 * The search's names of an import: its places, its streets (one row per name and locality) and its
 * route numbers (one row per route: "I 64;US 250" is two).
 */
export async function buildBasemapPlaceNames(db: DbOrTrx, importId: number): Promise<void> {
  await sql`
    insert into basemap_place_names (import_id, kind, label, search_text, locality_fips, locality, rank, point, bbox)
    select ${importId}::int, 'place', f.name, basemap_canonical(f.name), l.fips::text, l.full_name, f.rank, f.geom,
           st_expand(f.geom, case f.class when 'city' then 0.08 when 'town' then 0.03 else 0.015 end)
    from basemap_features f left join localities l on st_intersects(l.geom, f.geom)
    where f.import_id = ${importId}::int and f.layer = 'place'`.execute(db);
  await sql`
    insert into basemap_place_names (import_id, kind, label, search_text, locality_fips, locality, rank, point, bbox)
    select ${importId}::int, 'street', max(s.name), basemap_canonical(max(s.name)), s.fips, max(s.locality), max(s.rank),
           st_closestpoint(st_collect(s.geom), st_centroid(st_collect(s.geom))), st_envelope(st_collect(s.geom))
    from (
      select f.name, f.rank, f.geom, l.fips::text as fips, l.full_name as locality
      from basemap_features f left join localities l on st_intersects(l.geom, st_startpoint(st_geometryn(f.geom, 1)))
      where f.import_id = ${importId}::int and f.layer = 'road' and f.max_zoom = 24 and f.name is not null and f.class <> 'path'
    ) s
    group by basemap_canonical(s.name), s.fips`.execute(db);
  // "I 64", "US 250", "VA 6", "SR 123": network and number, as OpenStreetMap writes US routes.
  await sql`
    insert into basemap_place_names (import_id, kind, label, search_text, number, network, rank, point, bbox)
    select ${importId}::int, 'route', r.network || '-' || r.number, basemap_canonical(r.network || ' ' || r.number), r.number, r.network,
           case r.network when 'I' then 3 when 'US' then 2 else 1 end,
           st_closestpoint(st_collect(r.geom), st_centroid(st_collect(r.geom))), st_envelope(st_collect(r.geom))
    from (
      select upper(m[1]) as network, upper(m[2]) as number, f.geom
      from basemap_features f
      cross join lateral regexp_split_to_table(f.ref, '\\s*;\\s*') as token
      cross join lateral regexp_match(token, '^([A-Za-z]{1,3})[ -]?([0-9]{1,4}[A-Za-z]?)$') as m
      where f.import_id = ${importId}::int and f.layer = 'road' and f.ref is not null and f.max_zoom = 24 and m is not null
    ) r
    group by r.network, r.number`.execute(db);
}

/** What an import holds, by layer, and its searchable names (`names`): zero counts are left out. */
export async function countBasemapImport(db: DbOrTrx, importId: number): Promise<Record<string, number>> {
  const counts = await sql<{ layer: string; count: number }>`
    select layer, count(*)::int as count from basemap_features where import_id = ${importId}::int group by layer
    union all select 'names', count(*)::int from basemap_place_names where import_id = ${importId}::int having count(*) > 0`.execute(db);
  return Object.fromEntries(counts.rows.map((row) => [row.layer, row.count]));
}

/**
 * Makes a built import the one served for its source, and retires the one it replaces, in one
 * transaction: a tile or search reads either the old import or the new one, never neither.
 * `counts` (countBasemapImport's) are kept with it.
 */
export async function activateBasemapImport(db: Db, importId: number, counts: Record<string, number>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const source = (await trx.selectFrom('basemap_imports').select('source').where('id', '=', importId).executeTakeFirstOrThrow()).source;
    await trx.updateTable('basemap_imports').set({ status: 'retired' }).where('source', '=', source).where('status', '=', 'active').execute();
    await sql`
      update basemap_imports set status = 'active', activated_at = now(), counts = ${JSON.stringify(counts)}::jsonb,
        extent = (select st_envelope(st_extent(geom))::geometry from basemap_features where import_id = ${importId}::int)
      where id = ${importId}::int`.execute(trx);
  });
}

/** Deletes retired imports and any import that never finished (their features go with them). */
export async function deleteUnservedBasemapImports(db: DbOrTrx): Promise<number> {
  const deleted = await db.deleteFrom('basemap_imports').where('status', '!=', 'active').executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Drops an import's GDAL staging schema. */
export async function dropBasemapStaging(db: DbOrTrx, importId: number): Promise<void> {
  await sql`drop schema if exists ${sql.id(basemapStagingSchema(importId))} cascade`.execute(db);
}

/** Rows GDAL put in an import's staging tables, to refuse an extract too big before transforming it. */
export async function countBasemapStaging(db: DbOrTrx, importId: number): Promise<number> {
  const result = await sql<{ count: number }>`
    select (select count(*) from ${staging(importId, 'points')}) + (select count(*) from ${staging(importId, 'lines')})
         + (select count(*) from ${staging(importId, 'multipolygons')}) as count`.execute(db);
  return Number(result.rows[0]!.count);
}
