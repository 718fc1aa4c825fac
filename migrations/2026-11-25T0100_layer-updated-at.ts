import { type Kysely, sql } from 'kysely';

// Issue 23: a dataset's page, its DCAT record and its OGC collection say when its data last
// changed. The trigger that gives a layer a new version when its features change stamps the time too.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table layers add column updated_at timestamptz not null default now()`.execute(db);
  await sql`
    create or replace function touch_layer_version() returns trigger language plpgsql as $$
    begin
      update layers set version = gen_random_uuid(), updated_at = now()
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
  await sql`alter table layers drop column updated_at`.execute(db);
}
