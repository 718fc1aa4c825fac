import { type Kysely, sql } from 'kysely';

// Issue 40: the whole FAF5 record instead of tons and value per year. A dataset is one imported
// file (the zone file or the state file, at most one of each), with its release and what each of
// its years is; its lines keep every code of the record, and its measures every figure per year
// (tons, value, current value, ton-miles and a HiLo file's low and high forecasts). Tabulations do
// not aggregate these rows in SQL: the web reads a dataset once into columns and sums in memory
// (decision 032); the rows are the truth it is read from, and what the statistics sum.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop table freight_flows`.execute(db);
  await sql`drop table freight_lanes`.execute(db);
  await sql`
    create table freight_datasets (
      id integer primary key generated always as identity,
      geography text not null unique check (geography in ('zone', 'state')),
      release text not null check (release ~ '^FAF[0-9][0-9.]*$'),
      file_name text not null,
      years smallint[] not null,
      -- Parallel to years: base, final, preliminary or forecast.
      year_kinds text[] not null check (cardinality(year_kinds) = cardinality(years) and year_kinds <@ array['base', 'final', 'preliminary', 'forecast']),
      measures text[] not null,
      lines integer not null check (lines >= 0),
      imported_at timestamptz not null default now()
    )`.execute(db);
  // orig and dest are FAF zones in a zone dataset and state FIPS codes in a state dataset; the
  // foreign codes and modes are null where FAF leaves them empty (a domestic flow).
  await sql`
    create table freight_lines (
      dataset_id integer not null references freight_datasets (id) on delete cascade,
      line integer not null,
      fr_orig smallint check (fr_orig between 801 and 808),
      orig smallint not null,
      dest smallint not null,
      fr_dest smallint check (fr_dest between 801 and 808),
      fr_inmode smallint check (fr_inmode between 1 and 8),
      mode smallint not null check (mode between 1 and 8),
      fr_outmode smallint check (fr_outmode between 1 and 8),
      commodity smallint not null check (commodity between 1 and 43),
      trade_type smallint not null check (trade_type between 1 and 3),
      dist_band smallint check (dist_band between 1 and 8),
      primary key (dataset_id, line)
    )`.execute(db);
  // A row per line and year with anything in it; a measure the file lacks is null. Keyed by year
  // first: the engine reads one year of one measure at a time.
  await sql`
    create table freight_measures (
      dataset_id integer not null references freight_datasets (id) on delete cascade,
      year smallint not null,
      line integer not null,
      tons double precision not null check (tons >= 0),
      value double precision not null check (value >= 0),
      current_value double precision check (current_value >= 0),
      tmiles double precision check (tmiles >= 0),
      tons_low double precision check (tons_low >= 0),
      tons_high double precision check (tons_high >= 0),
      value_low double precision check (value_low >= 0),
      value_high double precision check (value_high >= 0),
      primary key (dataset_id, year, line)
    )`.execute(db);
  // Every import writes a dataset row, so its page-cache tag follows the dataset alone: the
  // millions of measure rows carry no trigger (decision 012's statement-level triggers).
  for (const [event, rows] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`
      create trigger ${sql.id(`freight_datasets_${event}_touch_page_cache`)}
      after ${sql.raw(event)} on freight_datasets
      referencing ${sql.raw(rows)} table as changed_rows
      for each statement execute function touch_cache_tag_if_changed('page-content')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table freight_measures`.execute(db);
  await sql`drop table freight_lines`.execute(db);
  await sql`drop table freight_datasets`.execute(db);
  // The tables of 2026-11-21T2500, with the indexes and page-cache triggers later migrations gave them.
  await sql`
    create table freight_flows (
      id bigint primary key generated always as identity,
      fr_orig smallint, orig_zone smallint not null, dest_zone smallint not null, fr_dest smallint,
      trade_type smallint not null check (trade_type between 1 and 3),
      mode smallint not null check (mode between 1 and 8),
      commodity char(2) not null, year smallint not null,
      tons double precision not null check (tons >= 0), value double precision not null check (value >= 0),
      orig_state smallint not null generated always as (orig_zone / 10) stored,
      dest_state smallint not null generated always as (dest_zone / 10) stored
    )`.execute(db);
  for (const [end, other] of [
    ['orig', 'dest'],
    ['dest', 'orig'],
  ]) {
    await sql
      .raw(
        `create index freight_flows_${end}_state on freight_flows (${end}_state, year, mode) include (${other}_state, ${other}_zone, commodity, tons, value)`,
      )
      .execute(db);
    await sql
      .raw(`create index freight_flows_${end}_zone on freight_flows (${end}_zone, year, mode) include (${other}_zone, ${other}_state, commodity, tons, value)`)
      .execute(db);
  }
  await sql`
    create table freight_lanes (
      orig_zone smallint not null, dest_zone smallint not null, mode smallint not null, year smallint not null,
      tons double precision not null, value double precision not null,
      orig_state smallint not null generated always as (orig_zone / 10) stored,
      dest_state smallint not null generated always as (dest_zone / 10) stored,
      constraint freight_lanes_pk primary key (orig_zone, dest_zone, mode, year)
    )`.execute(db);
  await sql`create index freight_lanes_dest_zone on freight_lanes (dest_zone)`.execute(db);
  for (const table of ['freight_flows', 'freight_lanes']) {
    for (const [event, rows] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql
        .raw(
          `
        create trigger ${table}_${event}_touch_page_cache after ${event} on ${table}
        referencing ${rows} table as changed_rows
        for each statement execute function touch_cache_tag_if_changed('page-content')`,
        )
        .execute(db);
    }
    await sql
      .raw(`create trigger ${table}_truncate_touch_page_cache after truncate on ${table} for each statement execute function touch_cache_tag('page-content')`)
      .execute(db);
  }
}
