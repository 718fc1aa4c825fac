import { sql } from 'kysely';
import type { Db } from '@vtrans/db';
import { corridors, layers, urbanDevelopmentAreas } from './data/layers';
import { upsertRows } from './upsert';

/** Writes a layer's feature from a query, unless it is already exactly that (so reseeding changes no version). */
function upsertFeatures(select: ReturnType<typeof sql>) {
  return sql`
    insert into layer_features (layer_id, feature_key, properties, geom)
    ${select}
    on conflict (layer_id, feature_key) do update
      set properties = excluded.properties, geom = excluded.geom
      where (layer_features.properties, st_asewkb(layer_features.geom))
        is distinct from (excluded.properties, st_asewkb(excluded.geom))`;
}

/** The map explorer's plan layers and their features. */
export async function seedLayers(db: Db): Promise<number> {
  await upsertRows(
    db,
    'layers',
    ['id'],
    layers.map(({ geometryType, style, ...layer }) => ({
      ...layer,
      geometry_type: geometryType,
      style: JSON.stringify(style),
      published: true,
    })),
  );
  for (const corridor of corridors) {
    await upsertFeatures(sql`
      select 'corridors-of-statewide-significance', ${corridor.key},
             jsonb_build_object('name', ${corridor.name}::text, 'localities', ${corridor.through.length}::int),
             st_makeline(array_agg(l.label_point order by t.ord))
      from unnest(${[...corridor.through]}::text[]) with ordinality as t(full_name, ord)
      join localities l on l.full_name = t.full_name`).execute(db);
  }
  for (const area of urbanDevelopmentAreas) {
    await upsertFeatures(sql`
      select 'urban-development-areas', l.fips::text,
             jsonb_build_object('name', ${area.name}::text, 'locality', l.full_name),
             st_buffer(l.label_point::geography, ${area.radiusKm * 1000}::float8, 'quad_segs=16')::geometry
      from localities l where l.full_name = ${area.locality}`).execute(db);
  }
  // A stand-in score per locality (stable across runs): the published needs data is not public as a file.
  await upsertFeatures(sql`
    select 'mid-term-needs-by-locality', fips::text,
           jsonb_build_object('name', full_name, 'needs', (fips::int * 7919) % 41),
           geom
    from localities`).execute(db);
  return layers.length;
}
