import { type Kysely, sql } from 'kysely';

// Issue 23: a dataset's page, its DCAT record and its OGC collection say when its data last
// changed and how many features it has. The trigger that gives a layer a new version when its
// features change stamps the time and counts them too: one count per statement, so the feature
// API's pages need not count 100,000 features on every request.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table layers add column updated_at timestamptz not null default now()`.execute(db);
  await sql`alter table layers add column feature_count integer not null default 0`.execute(db);
  await sql`update layers set feature_count = (select count(*) from layer_features f where f.layer_id = layers.id)`.execute(db);
  await sql`
    create or replace function touch_layer_version() returns trigger language plpgsql as $$
    begin
      update layers set version = gen_random_uuid(), updated_at = now(),
                        feature_count = (select count(*) from layer_features f where f.layer_id = layers.id)
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
  await sql`alter table layers drop column feature_count`.execute(db);
  await sql`alter table layers drop column updated_at`.execute(db);
}
