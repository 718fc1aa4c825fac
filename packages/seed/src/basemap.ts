import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Db } from '@vtrans/db';

const require = createRequire(import.meta.url);

/**
 * The basemap's land: every US state and territory from us-atlas (Census cartographic boundaries,
 * 1:10m), repaired with ST_MakeValid. The map draws water as the background, so the Chesapeake
 * Bay and the ocean show wherever there is no land. Unchanged rows are not rewritten.
 */
export async function seedBasemapLand(db: Db): Promise<number> {
  const topology = require('us-atlas/states-10m.json') as Topology<{ states: GeometryCollection<{ name: string }> }>;
  const states = feature(topology, topology.objects.states).features;
  for (const state of states) {
    await sql`
      insert into basemap_land (id, name, geom)
      select ${String(state.id)}, ${state.properties.name},
             st_multi(st_collectionextract(st_makevalid(st_setsrid(st_geomfromgeojson(${JSON.stringify(state.geometry)}), 4326)), 3))
      on conflict (id) do update set name = excluded.name, geom = excluded.geom
        where (basemap_land.name, st_asewkb(basemap_land.geom)) is distinct from (excluded.name, st_asewkb(excluded.geom))
    `.execute(db);
  }
  return states.length;
}

/**
 * The world's countries (world-atlas, Natural Earth 1:50m), but for the United States, whose
 * states are in basemap_land: they name the place when a file's features land outside Virginia
 * ("in Nigeria") and are drawn as land under them on the basemap. Unchanged rows are not rewritten.
 */
export async function seedWorldCountries(db: Db): Promise<number> {
  const topology = require('world-atlas/countries-50m.json') as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  // Keyed by name: a few countries share a numeric code (Australia and its islands) or have none (Kosovo).
  const countries = feature(topology, topology.objects.countries).features.filter((country) => String(country.id) !== '840');
  for (const country of countries) {
    await sql`
      insert into world_countries (id, name, geom)
      select ${country.properties.name}, ${country.properties.name},
             st_multi(st_collectionextract(st_makevalid(st_setsrid(st_geomfromgeojson(${JSON.stringify(country.geometry)}), 4326)), 3))
      on conflict (id) do update set name = excluded.name, geom = excluded.geom
        where (world_countries.name, st_asewkb(world_countries.geom)) is distinct from (excluded.name, st_asewkb(excluded.geom))
    `.execute(db);
  }
  return countries.length;
}
