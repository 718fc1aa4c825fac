import { type Kysely, sql } from 'kysely';

// Map explorer layers and their features. A layer's version changes (by trigger) whenever one of
// its features does; tile URLs carry it, so tiles can be cached for long and never go stale.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('layers')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('geometry_type', 'text', (c) => c.notNull().check(sql`geometry_type in ('point', 'line', 'polygon')`))
    // MapLibre paint properties and a legend, as the explorer draws the layer.
    .addColumn('style', 'jsonb', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .execute();

  await db.schema
    .createTable('layer_features')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('layer_id', 'text', (c) => c.notNull().references('layers.id').onDelete('cascade'))
    // A stable key per feature within its layer, so the seed can update rather than duplicate.
    .addColumn('feature_key', 'text', (c) => c.notNull())
    .addColumn('properties', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('geom', sql`geometry(Geometry, 4326)`, (c) => c.notNull().check(sql`st_isvalid(geom)`))
    .addUniqueConstraint('layer_features_layer_key', ['layer_id', 'feature_key'])
    .execute();
  await sql`create index layer_features_geom on layer_features using gist (geom)`.execute(db);

  await sql`
    create function touch_layer_version() returns trigger language plpgsql as $$
    begin
      update layers set version = gen_random_uuid()
      where id in (select layer_id from changed_rows);
      return null;
    end
    $$`.execute(db);
  // Statement-level with transition tables: one version change per statement and layer.
  for (const [event, table] of [
    ['insert', 'new table as changed_rows'],
    ['update', 'new table as changed_rows'],
    ['delete', 'old table as changed_rows'],
  ] as const) {
    await sql`
      create trigger ${sql.id(`layer_features_${event}_touch_version`)}
      after ${sql.raw(event)} on layer_features
      referencing ${sql.raw(table)}
      for each statement execute function touch_layer_version()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('layer_features').execute();
  await sql`drop function touch_layer_version()`.execute(db);
  await db.schema.dropTable('layers').execute();
}
