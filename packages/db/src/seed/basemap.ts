import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Db } from '../db';

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
