import { type Kysely, sql } from 'kysely';

// Issue 23: a dataset's page, its DCAT record and its OGC collection say when its data last
// changed, how many features it has and where they lie. The trigger that gives a layer a new
// version when its features change keeps those facts too, once per statement, so the catalog and
// the feature API need not count or measure 100,000 features on every request.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table layers add column updated_at timestamptz not null default now()`.execute(db);
  await sql`alter table layers add column feature_count integer not null default 0`.execute(db);
  // [west, south, east, north] in WGS 84; null while the layer has no features.
  await sql`alter table layers add column extent double precision[]`.execute(db);
  await sql`
    create function layer_extent(layer text) returns double precision[] language sql stable as $$
      select array[st_xmin(e), st_ymin(e), st_xmax(e), st_ymax(e)]
      from (select st_extent(f.geom) as e from layer_features f where f.layer_id = layer) extent
      where e is not null
    $$`.execute(db);
  await sql`update layers set feature_count = (select count(*) from layer_features f where f.layer_id = layers.id), extent = layer_extent(id)`.execute(db);
  await sql`
    create or replace function touch_layer_version() returns trigger language plpgsql as $$
    begin
      update layers set version = gen_random_uuid(), updated_at = now(),
                        feature_count = (select count(*) from layer_features f where f.layer_id = layers.id),
                        extent = layer_extent(layers.id)
      where id in (select layer_id from changed_rows);
      return null;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function touch_layer_version() returns trigger language plpgsql as $$
    begin
      update layers set version = gen_random_uuid()
      where id in (select layer_id from changed_rows);
      return null;
    end
    $$`.execute(db);
  await sql`drop function layer_extent(text)`.execute(db);
  await sql`alter table layers drop column extent`.execute(db);
  await sql`alter table layers drop column feature_count`.execute(db);
  await sql`alter table layers drop column updated_at`.execute(db);
}
