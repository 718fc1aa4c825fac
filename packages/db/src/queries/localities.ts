import { sql } from 'kysely';
import type { DbOrTrx } from '../db';

export async function countLocalities(db: DbOrTrx) {
  const row = await db
    .selectFrom('localities')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where kind = 'county')`.as('counties'),
      sql<string>`count(*) filter (where kind = 'city')`.as('cities'),
      sql<string>`count(*) filter (where not st_isvalid(geom) or st_isempty(geom))`.as('invalid'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    counties: Number(row.counties),
    cities: Number(row.cities),
    invalid: Number(row.invalid),
  };
}

/** Every locality's FIPS code and name, for pickers. */
export async function listLocalityNames(db: DbOrTrx) {
  return db.selectFrom('localities').select(['fips', 'full_name']).orderBy('full_name').execute();
}

export interface LocalityPlace {
  fips: string;
  name: string;
  /** [west, south, east, north] in degrees, to zoom the map to the locality. */
  bbox: [number, number, number, number];
  /** A point inside the locality: where a comment made without the map is placed. */
  point: [number, number];
}

/** Every locality with its extent and inner point, for the explorer's search and the comment form. */
export async function listLocalityPlaces(db: DbOrTrx): Promise<LocalityPlace[]> {
  const rows = await db
    .selectFrom('localities')
    .select([
      sql<string>`fips::text`.as('fips'),
      'full_name as name',
      sql<number[]>`array[st_xmin(geom), st_ymin(geom), st_xmax(geom), st_ymax(geom)]`.as('bbox'),
      sql<number[]>`array[round(st_x(label_point)::numeric, 6), round(st_y(label_point)::numeric, 6)]::float8[]`.as('point'),
    ])
    .orderBy('full_name')
    .execute();
  return rows.map((row) => ({ ...row, bbox: row.bbox as LocalityPlace['bbox'], point: row.point as LocalityPlace['point'] }));
}

/** One locality's FIPS code and full name, or null. */
export async function findLocality(db: DbOrTrx, fips: string): Promise<{ fips: string; name: string } | null> {
  const row = await db.selectFrom('localities').select(['fips', 'full_name as name']).where('fips', '=', fips).executeTakeFirst();
  return row ?? null;
}
