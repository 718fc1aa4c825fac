import { type Kysely, sql } from 'kysely';

// Issue 7: the data the InteractVTrans statistics are computed from (locality indicators and
// mid-term needs), the statistics themselves as numbered versions, freight flows in the FAF
// layout, and GAP-TA applications.
export async function up(db: Kysely<any>): Promise<void> {
  // The VDOT construction district a locality belongs to; the seed assigns it.
  await db.schema.alterTable('localities').addColumn('district', 'text').execute();

  await db.schema
    .createTable('locality_indicators')
    .addColumn('fips', 'char(5)', (c) => c.notNull().references('localities.fips'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('population', 'integer', (c) => c.notNull().check(sql`population >= 0`))
    .addColumn('employment', 'integer', (c) => c.notNull().check(sql`employment >= 0`))
    .addPrimaryKeyConstraint('locality_indicators_pk', ['fips', 'year'])
    .execute();

  await db.schema
    .createTable('mid_term_needs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('travel_market', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('priority', 'smallint', (c) => c.notNull().check(sql`priority between 1 and 4`))
    .addColumn('miles', 'numeric(8, 1)', (c) => c.notNull().check(sql`miles >= 0`))
    .execute();

  // A version is written only when the computed statistics differ from the latest one
  // (content_hash), so a refresh that finds nothing new changes nothing.
  await db.schema
    .createTable('statistics_versions')
    .addColumn('version', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('row_counts', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('statistics')
    .addColumn('version', 'integer', (c) => c.notNull().references('statistics_versions.version').onDelete('cascade'))
    .addColumn('dataset', 'text', (c) => c.notNull())
    .addColumn('rows', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('statistics_pk', ['version', 'dataset'])
    .execute();
  // The web app caches the statistics under the `statistics` tag (see 2026-11-21T1800_cache-tags):
  // a new version is a new cache entry on the very next request.
  await db.insertInto('cache_tags').values({ tag: 'statistics' }).execute();
  await sql`
    create trigger statistics_versions_touch_cache_tag
    after insert or update or delete on statistics_versions
    for each row execute function touch_cache_tag('statistics')`.execute(db);

  // Freight flows in the FAF5 layout, one row per origin–destination–mode–commodity–trade type and
  // year (the year columns of a FAF file become rows). Tons in thousands, value in million 2017 $.
  await db.schema
    .createTable('freight_flows')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('fr_orig', 'smallint')
    .addColumn('orig_zone', 'smallint', (c) => c.notNull())
    .addColumn('dest_zone', 'smallint', (c) => c.notNull())
    .addColumn('fr_dest', 'smallint')
    .addColumn('trade_type', 'smallint', (c) => c.notNull().check(sql`trade_type between 1 and 3`))
    .addColumn('mode', 'smallint', (c) => c.notNull().check(sql`mode between 1 and 8`))
    .addColumn('commodity', 'char(2)', (c) => c.notNull())
    .addColumn('year', 'smallint', (c) => c.notNull())
    .addColumn('tons', 'double precision', (c) => c.notNull().check(sql`tons >= 0`))
    .addColumn('value', 'double precision', (c) => c.notNull().check(sql`value >= 0`))
    // A FAF zone is its state's FIPS × 10 plus a digit.
    .addColumn('orig_state', 'smallint', (c) => c.generatedAlwaysAs(sql`orig_zone / 10`).stored())
    .addColumn('dest_state', 'smallint', (c) => c.generatedAlwaysAs(sql`dest_zone / 10`).stored())
    .execute();
  // Each commodity-flow query filters on one end (the origin area, by state or zone) and the year;
  // the covering columns let Postgres answer from the index alone.
  await sql`create index freight_flows_orig_state on freight_flows (orig_state, year, mode) include (dest_state, dest_zone, commodity, tons, value)`.execute(
    db,
  );
  await sql`create index freight_flows_dest_state on freight_flows (dest_state, year, mode) include (orig_state, orig_zone, commodity, tons, value)`.execute(
    db,
  );
  await sql`create index freight_flows_orig_zone on freight_flows (orig_zone, year, mode) include (dest_zone, dest_state, commodity, tons, value)`.execute(db);
  await sql`create index freight_flows_dest_zone on freight_flows (dest_zone, year, mode) include (orig_zone, orig_state, commodity, tons, value)`.execute(db);
  // The flows summed over commodities and trade types (about 1/40 of the rows), rebuilt by each
  // import: the mode split, the trend over all years and the partners read this instead.
  await db.schema
    .createTable('freight_lanes')
    .addColumn('orig_zone', 'smallint', (c) => c.notNull())
    .addColumn('dest_zone', 'smallint', (c) => c.notNull())
    .addColumn('mode', 'smallint', (c) => c.notNull())
    .addColumn('year', 'smallint', (c) => c.notNull())
    .addColumn('tons', 'double precision', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('orig_state', 'smallint', (c) => c.generatedAlwaysAs(sql`orig_zone / 10`).stored())
    .addColumn('dest_state', 'smallint', (c) => c.generatedAlwaysAs(sql`dest_zone / 10`).stored())
    .addPrimaryKeyConstraint('freight_lanes_pk', ['orig_zone', 'dest_zone', 'mode', 'year'])
    .execute();
  await sql`create index freight_lanes_dest_zone on freight_lanes (dest_zone)`.execute(db);

  await db.schema
    .createTable('gap_ta_applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('locality_fips', 'char(5)', (c) => c.notNull().references('localities.fips'))
    .addColumn('organization', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text')
    .addColumn('component', 'text', (c) => c.notNull())
    .addColumn('project_title', 'text', (c) => c.notNull())
    .addColumn('project_description', 'text', (c) => c.notNull())
    .addColumn('area', sql`geometry(MultiPolygon, 4326)`, (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('received')
        .check(sql`status in ('received', 'under review', 'awarded', 'not selected')`),
    )
    .addColumn('staff_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id'))
    .execute();

  // A study's documents (title and link); the document library (issue 8) adds its reports.
  await db.schema
    .alterTable('gap_ta_studies')
    .addColumn('documents', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gap_ta_studies').dropColumn('documents').execute();
  await db.schema.dropTable('gap_ta_applications').execute();
  await db.schema.dropTable('freight_lanes').execute();
  await db.schema.dropTable('freight_flows').execute();
  await db.schema.dropTable('statistics').execute();
  await db.schema.dropTable('statistics_versions').execute();
  await db.deleteFrom('cache_tags').where('tag', '=', 'statistics').execute();
  await db.schema.dropTable('mid_term_needs').execute();
  await db.schema.dropTable('locality_indicators').execute();
  await db.schema.alterTable('localities').dropColumn('district').execute();
}
