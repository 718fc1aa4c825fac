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
