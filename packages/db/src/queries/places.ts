import type { FeatureLocation } from '@vtrans/contracts/submissions';
import { sql } from 'kysely';
import type { DbOrTrx } from '../db';
import { containsPattern } from '../like';

export type { FeatureLocation };

/**
 * Seas named when a feature is on no land we know. Boxes, not coastlines: enough to tell a
 * submitter that coordinates read as the wrong system put the layer in the ocean. The Gulf of
 * Guinea comes first: it holds 0° latitude, 0° longitude, where zeros and swapped systems land.
 */
const seas = sql`(values
  (1, 'the Gulf of Guinea', st_makeenvelope(-8, -5, 10, 7, 4326)),
  (2, 'the Arctic Ocean', st_makeenvelope(-180, 66, 180, 90, 4326)),
  (3, 'the Southern Ocean', st_makeenvelope(-180, -90, 180, -60, 4326)),
  (4, 'the Atlantic Ocean', st_makeenvelope(-100, -60, 20, 66, 4326)),
  (5, 'the Indian Ocean', st_makeenvelope(20, -60, 120, 30, 4326))
) as sea(rank, name, box)`;

/**
 * Locates features in WGS 84 (GeoJSON geometries): which Virginia localities each touches and,
 * for those touching none, the US state, country or sea it is in ("Virginia's waters" near the
 * state, "the Pacific Ocean" when nothing else matches).
 */
export async function locateFeatures(db: DbOrTrx, geometries: unknown[]): Promise<FeatureLocation> {
  if (geometries.length === 0) return { total: 0, inVirginia: 0, localities: [], elsewhere: [] };
  const result = await sql<{ kind: 'total' | 'virginia' | 'locality' | 'elsewhere'; fips: string | null; name: string | null; count: number }>`
    with input as (
      select ordinality as i, st_force2d(st_setsrid(st_geomfromgeojson(g), 4326)) as geom
      from jsonb_array_elements(${JSON.stringify(geometries)}::jsonb) with ordinality as t(g, ordinality)
    ),
    touches as (
      select i.i, l.fips::text as fips, l.full_name as name from input i join localities l on st_intersects(l.geom, i.geom)
    ),
    outside as (
      select i.i, coalesce(
        (select case when b.id = '51' then 'Virginia’s waters' else b.name end from basemap_land b where st_intersects(b.geom, i.geom) order by b.id limit 1),
        (select 'Virginia’s waters' from basemap_land b where b.id = '51' and st_dwithin(b.geom, i.geom, 0.2)),
        (select c.name from world_countries c where st_intersects(c.geom, i.geom) order by c.id limit 1),
        (select sea.name from ${seas} where st_intersects(sea.box, i.geom) order by sea.rank limit 1),
        'the Pacific Ocean') as name
      from input i where not exists (select 1 from touches t where t.i = i.i)
    )
    select 'total' as kind, null as fips, null as name, count(*)::int as count from input
    union all select 'virginia', null, null, count(distinct i)::int from touches
    union all select 'locality', fips, name, count(*)::int from touches group by fips, name
    union all select 'elsewhere', null, name, count(*)::int from outside group by name`.execute(db);
  const rows = result.rows;
  const byCount = (a: { count: number; name: string }, b: { count: number; name: string }) => b.count - a.count || a.name.localeCompare(b.name);
  return {
    total: rows.find((row) => row.kind === 'total')!.count,
    inVirginia: rows.find((row) => row.kind === 'virginia')?.count ?? 0,
    localities: rows
      .filter((row) => row.kind === 'locality')
      .map((row) => ({ fips: row.fips!, name: row.name!, count: row.count }))
      .sort(byCount),
    elsewhere: rows
      .filter((row) => row.kind === 'elsewhere')
      .map((row) => ({ name: row.name!, count: row.count }))
      .sort(byCount),
  };
}

/** A system's name, from the start of its WKT in spatial_ref_sys ('PROJCS["NAD83 / Virginia North (ftUS)",…'). */
const systemName = sql<string>`substring(srtext from '^[A-Z_]+\\["([^"]+)"')`;

/** An EPSG coordinate system by code: its name from PostGIS's spatial_ref_sys, or null when EPSG has no such code. */
export async function findCoordinateSystem(db: DbOrTrx, srid: number): Promise<{ srid: number; label: string } | null> {
  const row = await sql<{ srid: number; label: string }>`
    select srid, ${systemName} as label
    from spatial_ref_sys where auth_name = 'EPSG' and auth_srid = ${srid}::int`.execute(db);
  return row.rows[0] ?? null;
}

/**
 * EPSG coordinate systems whose code or name matches the words typed, the given (Virginia)
 * systems first, then those naming Virginia, then by name; at most `limit`.
 */
export async function searchCoordinateSystems(db: DbOrTrx, query: string, first: readonly number[], limit = 25) {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 6);
  const code = /^\d{4,6}$/.test(query.trim()) ? Number(query.trim()) : null;
  const nameMatches = words.length
    ? sql.join(
        words.map((word) => sql`name ilike ${containsPattern(word)}`),
        sql` and `,
      )
    : sql`true`;
  const result = await sql<{ srid: number; label: string }>`
    with systems as (
      select auth_srid as srid, ${systemName} as name
      from spatial_ref_sys where auth_name = 'EPSG' and srtext not like '%deprecated%'
    )
    select srid, name as label from systems
    where name is not null and (${code === null ? sql`false` : sql`srid = ${code}::int`} or (${nameMatches}))
    order by srid = ${code ?? -1}::int desc, srid = any(${[...first]}::int[]) desc, name ilike '%virginia%' desc, name
    limit ${limit}::int`.execute(db);
  return result.rows;
}
