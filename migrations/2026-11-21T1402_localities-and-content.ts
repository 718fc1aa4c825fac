import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Virginia's 133 localities: 95 counties and 38 independent cities (FIPS 51xxx).
  await db.schema
    .createTable('localities')
    .addColumn('fips', 'char(5)', (c) => c.primaryKey().check(sql`fips ~ '^51[0-9]{3}$'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('county', 'city')`))
    .addColumn('geom', sql`geometry(MultiPolygon, 4326)`, (c) => c.notNull())
    .addColumn('label_point', sql`geometry(Point, 4326)`, (c) => c.notNull())
    // True where the 1:10m source boundary collapsed (Falls Church) and was approximated.
    .addColumn('boundary_approximated', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create index localities_geom on localities using gist (geom)`.execute(db);

  // Informational pages: one row per route, holding its metadata and body text.
  await db.schema
    .createTable('pages')
    .addColumn('route', 'text', (c) => c.primaryKey().check(sql`route ~ '^/'`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('keywords', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Program updates. `id` follows the spec's rule (date with dashes, then the title slug).
  await db.schema
    .createTable('updates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('published_on', 'date', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
  await sql`create index updates_published_on on updates (published_on desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('updates').execute();
  await db.schema.dropTable('pages').execute();
  await db.schema.dropTable('localities').execute();
}
