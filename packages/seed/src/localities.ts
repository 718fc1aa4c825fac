import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Db } from '@vtrans/db';

const require = createRequire(import.meta.url);

/** Virginia's independent cities have FIPS codes 51510–51840; every lower code is a county. */
const firstCityFips = 51500;

type CountyProperties = { name: string };

function loadVirginiaCounties() {
  const topology = require('us-atlas/counties-10m.json') as Topology<{
    counties: GeometryCollection<CountyProperties>;
  }>;
  const collection = feature(topology, topology.objects.counties);
  return collection.features.filter((county) => String(county.id).startsWith('51'));
}

/**
 * A boundary as a valid MultiPolygon. At 1:10m the smallest city (Falls Church, about 5 km²)
 * collapses to a line; it is approximated by an 800 m buffer around what is left, which gives
 * roughly its real area, and flagged as approximated.
 */
function boundaryFrom(geojson: string) {
  return sql<{ geom: unknown; approximated: boolean }>`
    select case when st_isempty(polygons) then st_multi(st_buffer(raw::geography, 800)::geometry)
                else st_multi(polygons) end as geom,
           st_isempty(polygons) as approximated
    from (select raw, st_collectionextract(raw, 3) as polygons
          from (select st_makevalid(st_setsrid(st_geomfromgeojson(${geojson}), 4326)) as raw) as parsed) as parts`;
}

/**
 * Loads Virginia's real locality boundaries from the us-atlas package (Census cartographic
 * boundaries, 1:10m), repaired with ST_MakeValid. Rows whose values have not changed are left
 * untouched, so a second run writes nothing.
 */
export async function seedLocalities(db: Db): Promise<number> {
  const counties = loadVirginiaCounties();
  for (const county of counties) {
    const fips = String(county.id);
    const name = county.properties.name;
    const kind = Number(fips) >= firstCityFips ? 'city' : 'county';
    const fullName = kind === 'city' ? `City of ${name}` : `${name} County`;
    await sql`
      insert into localities (fips, name, full_name, kind, geom, label_point, boundary_approximated)
      select ${fips}, ${name}, ${fullName}, ${kind}, geom, st_pointonsurface(geom), approximated
      from (${boundaryFrom(JSON.stringify(county.geometry))}) as boundary
      on conflict (fips) do update
        set name = excluded.name, full_name = excluded.full_name, kind = excluded.kind, geom = excluded.geom,
            label_point = excluded.label_point, boundary_approximated = excluded.boundary_approximated
        where (localities.name, localities.full_name, localities.kind, st_asewkb(localities.geom))
          is distinct from (excluded.name, excluded.full_name, excluded.kind, st_asewkb(excluded.geom))
    `.execute(db);
  }
  return counties.length;
}
