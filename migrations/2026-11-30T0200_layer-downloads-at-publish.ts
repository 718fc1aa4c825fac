import { type Kysely, sql } from 'kysely';

/*
 * Issue 59: the first download of a newly approved layer waited on GDAL in the web process (once
 * 123 s, then a 500). The files are now written by the worker as soon as a layer's features change:
 * the trigger that gives the layer a new version also puts a `layer.write-downloads` event in the
 * outbox, in the same transaction, so no writer (an approval, the seed, a script) can forget it.
 * One pending event per layer is enough — the job writes whatever version is current when it runs —
 * so a burst of statements (the seed writes a layer feature by feature) adds one.
 *
 * When the worker has written them it records which version they are and their sizes
 * (`downloads`), which the dataset page lists; the write also renews the page cache's copy.
 *
 * The same trigger now also counts the layer's shapes by kind (`shape_counts`): a layer of a point,
 * a line and an area was listed as "3 (Lines)", by the kind its map style was chosen for.
 */
const shapeCounts = sql`(
  select coalesce(jsonb_object_agg(kind, n), '{}') from (
    select case when geometrytype(f.geom) in ('POINT', 'MULTIPOINT') then 'point'
                when geometrytype(f.geom) in ('LINESTRING', 'MULTILINESTRING') then 'line'
                when geometrytype(f.geom) in ('POLYGON', 'MULTIPOLYGON') then 'polygon'
                else 'collection' end as kind, count(*) as n
    from layer_features f where f.layer_id = layers.id group by 1) kinds)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table layers add column shape_counts jsonb not null default '{}'`.execute(db);
  // { version, sizes: { geojson: bytes, … } } of the files last written; null before the first.
  await sql`alter table layers add column downloads jsonb`.execute(db);
  await sql`update layers set shape_counts = ${shapeCounts}`.execute(db);
  await sql`
    create function enqueue_layer_downloads(layer text) returns void language sql as $$
      insert into outbox (event, queue, payload)
      select 'layer.write-downloads', 'geoprocess', jsonb_build_object('layerId', layer)
      where not exists (
        select 1 from outbox
        where event = 'layer.write-downloads' and dispatched_at is null and payload->>'layerId' = layer)
    $$`.execute(db);
  await sql`
    create or replace function touch_layer_version() returns trigger language plpgsql as $$
    begin
      update layers set version = gen_random_uuid(), updated_at = now(),
                        feature_count = (select count(*) from layer_features f where f.layer_id = layers.id),
                        extent = layer_extent(layers.id), shape_counts = ${shapeCounts}
      where id in (select layer_id from changed_rows);
      perform enqueue_layer_downloads(id) from layers where id in (select distinct layer_id from changed_rows) and published;
      return null;
    end
    $$`.execute(db);
  // The layers published before this: their files are written once, as any changed layer's are.
  await sql`select enqueue_layer_downloads(id) from layers where published`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
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
  await sql`drop function enqueue_layer_downloads(text)`.execute(db);
  await sql`alter table layers drop column shape_counts`.execute(db);
  await sql`alter table layers drop column downloads`.execute(db);
}
