import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  activateBasemapImport,
  type BasemapFeatureInput,
  beginBasemapImport,
  buildBasemapPlaceNames,
  countBasemapImport,
  type Db,
  deleteUnservedBasemapImports,
  listActiveBasemapImports,
  insertBasemapFeatures,
} from '@vtrans/db';

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

/** The embedded default's files (data/basemap/README.md says where each comes from). */
const embeddedFiles = ['routes', 'rivers', 'lakes', 'railroads', 'places'] as const;
type EmbeddedFile = (typeof embeddedFiles)[number];
type GeoJsonFeature = { properties: Record<string, string | number | null>; geometry: unknown };

function readEmbedded(name: EmbeddedFile): { text: string; features: GeoJsonFeature[] } {
  const text = readFileSync(new URL(`./data/basemap/${name}.geojson`, import.meta.url), 'utf8');
  return { text, features: (JSON.parse(text) as { features: GeoJsonFeature[] }).features };
}

/** A GeoNames place's class by size: a city from 50,000 people, a town from 10,000. */
function placeClass(population: number): { class: string; minZoom: number } {
  if (population >= 50_000) return { class: 'city', minZoom: 6 };
  if (population >= 10_000) return { class: 'town', minZoom: 8 };
  return { class: 'village', minZoom: 10 };
}

function toInputs(name: EmbeddedFile, features: GeoJsonFeature[]): BasemapFeatureInput[] {
  return features.map(({ properties: p, geometry }) => {
    const shape = JSON.stringify(geometry);
    switch (name) {
      case 'routes':
        return {
          layer: 'road',
          class: String(p.class),
          name: String(p.name),
          ref: String(p.ref),
          minZoom: p.class === 'motorway' ? 5 : 6,
          rank: p.class === 'motorway' ? 90 : 80,
          geometry: shape,
        };
      case 'rivers':
        return {
          layer: 'waterway',
          class: 'river',
          name: p.name as string | null,
          ref: null,
          minZoom: Number(p.scalerank) <= 6 ? 6 : 7,
          rank: 0,
          geometry: shape,
        };
      case 'lakes':
        return { layer: 'water', class: 'lake', name: p.name as string | null, ref: null, minZoom: 6, rank: 0, geometry: shape };
      case 'railroads':
        return { layer: 'rail', class: 'rail', name: null, ref: null, minZoom: 8, rank: 0, geometry: shape };
      case 'places': {
        const population = Number(p.population);
        return { layer: 'place', ...placeClass(population), name: String(p.name), ref: null, rank: population, geometry: shape };
      }
    }
  });
}

/**
 * Loads the embedded basemap (roads with their numbers, rivers, lakes, railways, cities and towns)
 * as an import of its own, so a newcomer's first map is a real map. The files' hash names the
 * import: a second run with the same files writes nothing.
 */
export async function seedEmbeddedBasemap(db: Db): Promise<number> {
  const files = embeddedFiles.map((name) => ({ name, ...readEmbedded(name) }));
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.text);
  const fileName = `embedded:${hash.digest('hex').slice(0, 16)}`;
  const active = await listActiveBasemapImports(db);
  if (active.some((entry) => entry.source === 'embedded' && entry.file_name === fileName)) return 0;
  const importId = await beginBasemapImport(
    db,
    'embedded',
    fileName,
    files.reduce((bytes, file) => bytes + file.text.length, 0),
  );
  let count = 0;
  for (const file of files) {
    const inputs = toInputs(file.name, file.features);
    await insertBasemapFeatures(db, importId, inputs);
    count += inputs.length;
  }
  await buildBasemapPlaceNames(db, importId);
  await activateBasemapImport(db, importId, await countBasemapImport(db, importId));
  await deleteUnservedBasemapImports(db);
  return count;
}
