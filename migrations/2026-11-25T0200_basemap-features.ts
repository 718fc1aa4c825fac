import { type Kysely, sql } from 'kysely';

// The street-level basemap (issue 34, decision 023). Every drawn thing — roads, railways, rivers,
// water, parks, buildings, places — is a row of basemap_features belonging to one import: the
// embedded default (public-domain and open data shipped in the repository) or an OpenStreetMap
// extract loaded by `npm run import:basemap`. An import is built beside the one being served and
// becomes visible when its row turns active, in one short transaction, so a second import replaces
// the first without a moment with no map. The place search reads basemap_place_names, built with
// each import: one row per place, street (per locality), route number and address.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('basemap_imports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('embedded', 'osm')`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_bytes', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('building')
        .check(sql`status in ('building', 'active', 'retired')`),
    )
    .addColumn('extent', sql`geometry(Polygon, 4326)`)
    .addColumn('counts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('activated_at', 'timestamptz')
    .execute();
  // At most one import of each source is served at a time.
  await sql`create unique index basemap_imports_one_active on basemap_imports (source) where status = 'active'`.execute(db);

  await db.schema
    .createTable('basemap_features')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('import_id', 'integer', (c) => c.notNull().references('basemap_imports.id').onDelete('cascade'))
    .addColumn('layer', 'text', (c) => c.notNull().check(sql`layer in ('road', 'rail', 'waterway', 'water', 'park', 'building', 'place')`))
    .addColumn('class', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    // Route numbers as OpenStreetMap writes them ("I 64;US 250"), the first one shown as a shield.
    .addColumn('ref', 'text')
    // The zooms the feature is drawn at: tiles read only what their zoom shows. Major roads and
    // rivers have two copies: merged and simplified up to zoom 9, every way from zoom 10.
    .addColumn('min_zoom', 'smallint', (c) => c.notNull())
    .addColumn('max_zoom', 'smallint', (c) => c.notNull().defaultTo(24))
    // Drawing order within a layer and label priority (bigger first).
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('geom', sql`geometry(Geometry, 4326)`, (c) => c.notNull())
    .execute();
  // One index per band of zooms, so a statewide tile never walks every street in its box.
  await sql`create index basemap_features_low on basemap_features using gist (geom) where min_zoom <= 9`.execute(db);
  await sql`create index basemap_features_mid on basemap_features using gist (geom) where min_zoom <= 13`.execute(db);
  await sql`create index basemap_features_all on basemap_features using gist (geom)`.execute(db);
  await sql`create index basemap_features_import on basemap_features (import_id)`.execute(db);

  await db.schema
    .createTable('basemap_place_names')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('import_id', 'integer', (c) => c.references('basemap_imports.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('place', 'route', 'street', 'address')`))
    .addColumn('label', 'text', (c) => c.notNull())
    // What is matched: the label in a canonical spelling (lower case, "st" written "street").
    .addColumn('search_text', 'text', (c) => c.notNull())
    // A route's number ("64") and network ("I", "US", "VA"); an address's house number.
    .addColumn('number', 'text')
    .addColumn('network', 'text')
    .addColumn('locality_fips', 'text')
    .addColumn('locality', 'text')
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('point', sql`geometry(Point, 4326)`, (c) => c.notNull())
    .addColumn('bbox', sql`geometry(Geometry, 4326)`, (c) => c.notNull())
    .execute();
  // One spelling for what is stored and what is typed, used by the import and by the search alike:
  // lower case, punctuation as spaces, and the abbreviations of US street names written out
  // ("W Broad St" and "West Broad Street" are both "west broad street"; a leading "St" is Saint).
  await sql`
    create function basemap_canonical(words text) returns text language sql immutable parallel safe as $$
      select coalesce(string_agg(
        case
          when w = 'st' and n = 1 then 'saint'
          when w = 'st' then 'street' when w in ('ave', 'av') then 'avenue' when w = 'rd' then 'road'
          when w = 'blvd' then 'boulevard' when w = 'dr' then 'drive' when w = 'ln' then 'lane'
          when w = 'ct' then 'court' when w = 'pl' then 'place' when w = 'pkwy' then 'parkway'
          when w = 'hwy' then 'highway' when w in ('tpke', 'tpk') then 'turnpike' when w = 'cir' then 'circle'
          when w = 'ter' then 'terrace' when w = 'sq' then 'square' when w = 'mt' then 'mount'
          when w = 'ft' then 'fort' when w = 'expy' then 'expressway' when w = 'fwy' then 'freeway'
          when w in ('rte', 'rt') then 'route' when w = 'co' then 'county'
          when w = 'n' then 'north' when w = 's' then 'south' when w = 'e' then 'east' when w = 'w' then 'west'
          when w = 'ne' then 'northeast' when w = 'nw' then 'northwest' when w = 'se' then 'southeast' when w = 'sw' then 'southwest'
          else w
        end, ' ' order by n), '')
      from regexp_split_to_table(lower(regexp_replace(words, '[^[:alnum:]]+', ' ', 'g')), ' ') with ordinality as t(w, n)
      where w <> ''
    $$`.execute(db);
  // What tells names apart: the canonical spelling without the words every street has ("street",
  // "north", "road"). Matching on these keys keeps "Broad St" from matching every street in the
  // state on the trigrams of "street"; results are then ranked on the full spelling.
  await sql`
    create function basemap_key(canonical text) returns text language sql immutable parallel safe as $$
      select coalesce(string_agg(w, ' ' order by n), '')
      from regexp_split_to_table(canonical, ' ') with ordinality as t(w, n)
      where w <> '' and w not in ('street', 'road', 'avenue', 'drive', 'lane', 'court', 'place', 'boulevard', 'way', 'circle',
        'trail', 'parkway', 'highway', 'turnpike', 'terrace', 'square', 'expressway', 'freeway', 'route', 'north', 'south', 'east',
        'west', 'northeast', 'northwest', 'southeast', 'southwest', 'of', 'the', 'county', 'city')
    $$`.execute(db);
  // Stored, so the index's recheck reads a column rather than splitting the text again.
  await sql`alter table basemap_place_names add column search_key text generated always as (basemap_key(search_text)) stored`.execute(db);
  // Addresses are found by house number first; the other names by key, places alone for two letters.
  await sql`create index basemap_place_names_keys on basemap_place_names using gin (search_key gin_trgm_ops) where kind in ('place', 'street', 'route')`.execute(
    db,
  );
  await sql`create index basemap_place_names_place_keys on basemap_place_names using gin (search_key gin_trgm_ops) where kind = 'place'`.execute(db);
  // Approved layers were drawn in the comments' purple; they take the red the publisher now gives them.
  await sql`update layers set style = replace(replace(style::text, '#5e2c8a', '#d83933'), '#3d1c5a', '#8b0a03')::jsonb where style::text like '%#5e2c8a%'`.execute(
    db,
  );
  await sql`create index basemap_place_names_number on basemap_place_names (number) where number is not null`.execute(db);
  await sql`create index basemap_place_names_import on basemap_place_names (import_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('basemap_place_names').execute();
  await sql`drop function basemap_key(text)`.execute(db);
  await sql`drop function basemap_canonical(text)`.execute(db);
  await db.schema.dropTable('basemap_features').execute();
  await db.schema.dropTable('basemap_imports').execute();
}
