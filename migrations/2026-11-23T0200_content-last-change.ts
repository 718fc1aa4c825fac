import { type Kysely, sql } from 'kysely';

// When a page, an update or a meeting last changed, for the sitemap's <lastmod>: a trigger sets
// updated_at on every update, whoever writes (the seed, staff, psql), so no writer can forget it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('updates')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('articles')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create function touch_updated_at() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end $$`.execute(db);
  for (const table of ['pages', 'updates', 'articles']) {
    await sql`create trigger ${sql.raw(`${table}_touch_updated_at`)} before update on ${sql.table(table)} for each row execute function touch_updated_at()`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['pages', 'updates', 'articles']) {
    await sql`drop trigger ${sql.raw(`${table}_touch_updated_at`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function touch_updated_at()`.execute(db);
  await db.schema.alterTable('articles').dropColumn('updated_at').execute();
  await db.schema.alterTable('updates').dropColumn('updated_at').execute();
}
