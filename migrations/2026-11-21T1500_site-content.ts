import { type Kysely, sql } from 'kysely';

// The datasets behind the informational pages and the spec's content APIs (§7 'Content').
export async function up(db: Kysely<any>): Promise<void> {
  // Meetings and other articles, addressed by name (`?article=`).
  await db.schema
    .createTable('articles')
    .addColumn('name', 'text', (c) => c.primaryKey().check(sql`name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('meeting_on', 'date')
    .addColumn('location', 'text')
    .execute();

  // A notice shown on the pages listed in `pages` (routes); the latest-dated one wins.
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('published_on', 'date', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().unique())
    .addColumn('href', 'text')
    .addColumn('pages', sql`text[]`, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('article_name', 'text', (c) => c.references('articles.name'))
    .execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull().unique())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('statutory_requirements')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('citation', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('state', 'federal')`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('strategic_actions')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('Not started', 'Underway', 'Complete')`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('survey_timeline')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('milestone_on', 'date', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  // GAP-TA studies, addressed by `gapid` in /gap-ta/[gapid]; the study area is a PostGIS polygon.
  await db.schema
    .createTable('gap_ta_studies')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('locality_fips', 'char(5)', (c) => c.notNull().references('localities.fips'))
    .addColumn('fiscal_year', 'integer', (c) => c.notNull())
    .addColumn('component', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('Scoping', 'Underway', 'Complete')`))
    .addColumn('area', sql`geometry(MultiPolygon, 4326)`, (c) => c.notNull())
    .execute();
  await sql`create index gap_ta_studies_area on gap_ta_studies using gist (area)`.execute(db);

  // The long-term Risk and Opportunity Register (LTROR).
  await db.schema
    .createTable('risk_register')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('megatrend', 'text', (c) => c.notNull().check(sql`megatrend in ('climate', 'technology', 'consumption', 'sociodemographic')`))
    .addColumn('macrotrend', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('Risk', 'Opportunity', 'Risk and opportunity')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('indicator', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('by_the_numbers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull().unique())
    .addColumn('value', 'numeric', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('did_you_know')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('fact', 'text', (c) => c.notNull().unique())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('whats_new')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('published_on', 'date', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('href', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'whats_new',
    'did_you_know',
    'by_the_numbers',
    'risk_register',
    'gap_ta_studies',
    'survey_timeline',
    'strategic_actions',
    'statutory_requirements',
    'faqs',
    'events',
    'announcements',
    'articles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
