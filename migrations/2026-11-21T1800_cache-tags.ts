import { type Kysely, sql } from 'kysely';

/** The content the web app caches, by cache tag, and the table each tag follows. */
const taggedTables = { announcements: 'announcements', updates: 'updates', events: 'events' };

// Every cached dataset has a cache tag whose version changes, by trigger, whenever a row of its
// table changes — whoever writes it (the seed, an admin edit, the worker, psql). The web app keys
// its cache entries by tag version, so the next request after a commit reads fresh data.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cache_tags')
    .addColumn('tag', 'text', (c) => c.primaryKey())
    // Random rather than a counter, so two databases never share a version (a cache outlives a database).
    .addColumn('version', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db
    .insertInto('cache_tags')
    .values(Object.keys(taggedTables).map((tag) => ({ tag })))
    .execute();
  await sql`
    create function touch_cache_tag() returns trigger language plpgsql as $$
    begin
      update cache_tags set version = gen_random_uuid(), changed_at = clock_timestamp() where tag = tg_argv[0];
      return null;
    end
    $$`.execute(db);
  for (const [tag, table] of Object.entries(taggedTables)) {
    // Row-level, so a seed run that changes no row leaves the tag (and the cache) alone.
    await sql`
      create trigger ${sql.id(`${table}_touch_cache_tag`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function touch_cache_tag(${sql.lit(tag)})`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_truncate_touch_cache_tag`)}
      after truncate on ${sql.table(table)}
      for each statement execute function touch_cache_tag(${sql.lit(tag)})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.values(taggedTables)) {
    await sql`drop trigger ${sql.id(`${table}_touch_cache_tag`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger ${sql.id(`${table}_truncate_touch_cache_tag`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function touch_cache_tag()`.execute(db);
  await db.schema.dropTable('cache_tags').execute();
}
